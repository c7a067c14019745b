import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const POSTS = ['one', 'two', 'three'] as const;

export function BlogTeasers() {
  const { t } = useTranslation();
  return (
    <section className="catalog-section" aria-labelledby="catalog-blog-title">
      <h2 id="catalog-blog-title" className="catalog-section__title">
        {t('home.blog.title')}
      </h2>
      <ul className="catalog-posts">
        {POSTS.map((key) => (
          <li key={key} className="catalog-post">
            <p className="catalog-post__meta">{t(`home.blog.${key}.meta`)}</p>
            <h3 className="catalog-post__title">{t(`home.blog.${key}.title`)}</h3>
            <p>{t(`home.blog.${key}.text`)}</p>
            <Link
              to="/single-blog"
              aria-label={t('home.blog.readMoreOf', { title: t(`home.blog.${key}.title`) })}
            >
              {t('home.blog.readMore')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
