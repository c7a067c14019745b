import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shop/contracts/dates';
import { PAGES_NAMESPACE } from '../texts';
import { BlogComments } from './blog-comments';
import { BLOG_CATEGORIES, BLOG_POSTS } from './blog-posts';

const AUTHOR = 'Olivia Brown';
const DATE = '2025-03-02';

function PostNavigation() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <nav className="catalog-content-post-nav" aria-label={t('singleBlog.postNavLabel')}>
      <Link to="/single-blog" rel="prev" className="catalog-content-link">
        <span className="catalog-content-muted">← {t('singleBlog.previousPost')}</span>
        <span>{t('blog.posts.p6.title')}</span>
      </Link>
      <Link to="/single-blog" rel="next" className="catalog-content-link">
        <span className="catalog-content-muted">{t('singleBlog.nextPost')} →</span>
        <span>{t('blog.posts.p2.title')}</span>
      </Link>
    </nav>
  );
}

function Sidebar() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <div className="catalog-content-sidebar">
      <section className="ui-card" aria-labelledby="catalog-content-sidebar-categories">
        <h3 id="catalog-content-sidebar-categories">{t('singleBlog.sidebarTitle')}</h3>
        <ul className="ui-plain-list">
          {BLOG_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to="/blog">{t(`blog.categories.${category}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="ui-card" aria-labelledby="catalog-content-sidebar-recent">
        <h3 id="catalog-content-sidebar-recent">{t('singleBlog.recentTitle')}</h3>
        <ul className="ui-plain-list">
          {BLOG_POSTS.slice(1, 4).map((post) => (
            <li key={post.id}>
              <Link to="/single-blog">{t(`blog.posts.${post.id}.title`)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** /single-blog: the sample article with author box, post links, comments and a sidebar. */
export function SingleBlogPage() {
  const { t, i18n } = useTranslation(PAGES_NAMESPACE);
  const category = t('blog.categories.fashion');
  const date = formatDate(`${DATE}T12:00:00Z`, i18n.language, { style: 'long' });
  return (
    <div className="ui-page catalog-content-with-sidebar">
      <div className="catalog-content-main">
        <article
          className="ui-card catalog-content-article"
          aria-labelledby="catalog-content-article-title"
        >
          <div
            className="catalog-content-post-image catalog-content-post-image-fashion"
            aria-hidden="true"
          />
          <h2 id="catalog-content-article-title">{t('singleBlog.title')}</h2>
          <p className="catalog-content-muted">
            {t('singleBlog.meta', { author: AUTHOR, date, category })}
          </p>
          <p>{t('singleBlog.paragraph1')}</p>
          <p>{t('singleBlog.paragraph2')}</p>
          <blockquote className="catalog-content-quote">{t('singleBlog.quote')}</blockquote>
          <p>{t('singleBlog.paragraph3')}</p>
          <section className="catalog-content-author" aria-labelledby="catalog-content-author">
            <div className="catalog-content-avatar" aria-hidden="true">
              OB
            </div>
            <div>
              <h3 id="catalog-content-author">{t('singleBlog.authorTitle')}</h3>
              <p>
                <strong>{AUTHOR}</strong> — {t('singleBlog.authorBio')}
              </p>
            </div>
          </section>
        </article>
        <PostNavigation />
        <BlogComments />
      </div>
      <Sidebar />
    </div>
  );
}
