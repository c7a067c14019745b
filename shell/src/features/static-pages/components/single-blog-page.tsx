import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';
import { BlogComments } from './blog-comments';
import { BLOG_CATEGORIES, BLOG_POSTS } from './blog-posts';

const AUTHOR = 'Olivia Brown';
const DATE = '2025-03-02';

function PostNavigation() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <nav className="content-post-nav" aria-label={t('singleBlog.postNavLabel')}>
      <Link to="/single-blog" rel="prev" className="content-link">
        <span className="content-muted">← {t('singleBlog.previousPost')}</span>
        <span>{t('blog.posts.p6.title')}</span>
      </Link>
      <Link to="/single-blog" rel="next" className="content-link">
        <span className="content-muted">{t('singleBlog.nextPost')} →</span>
        <span>{t('blog.posts.p2.title')}</span>
      </Link>
    </nav>
  );
}

function Sidebar() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <div className="content-sidebar">
      <section className="content-card" aria-labelledby="content-sidebar-categories">
        <h3 id="content-sidebar-categories">{t('singleBlog.sidebarTitle')}</h3>
        <ul className="content-plain-list">
          {BLOG_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to="/blog">{t(`blog.categories.${category}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="content-card" aria-labelledby="content-sidebar-recent">
        <h3 id="content-sidebar-recent">{t('singleBlog.recentTitle')}</h3>
        <ul className="content-plain-list">
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
  const date = new Date(`${DATE}T12:00:00Z`).toLocaleDateString(i18n.language, {
    dateStyle: 'long',
  });
  return (
    <div className="content-page content-with-sidebar">
      <div className="content-main">
        <article className="content-card content-article" aria-labelledby="content-article-title">
          <div className="content-post-image content-post-image-fashion" aria-hidden="true" />
          <h2 id="content-article-title">{t('singleBlog.title')}</h2>
          <p className="content-muted">
            {t('singleBlog.meta', { author: AUTHOR, date, category })}
          </p>
          <p>{t('singleBlog.paragraph1')}</p>
          <p>{t('singleBlog.paragraph2')}</p>
          <blockquote className="content-quote">{t('singleBlog.quote')}</blockquote>
          <p>{t('singleBlog.paragraph3')}</p>
          <section className="content-author" aria-labelledby="content-author">
            <div className="content-avatar" aria-hidden="true">
              OB
            </div>
            <div>
              <h3 id="content-author">{t('singleBlog.authorTitle')}</h3>
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
