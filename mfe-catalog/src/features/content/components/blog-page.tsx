import { Pagination } from '@shop/ui';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shop/contracts/dates';
import { PAGES_NAMESPACE } from '../texts';
import { BLOG_PAGE_SIZE, BLOG_POSTS, type BlogPost } from './blog-posts';

function PostCard({ post }: { post: BlogPost }) {
  const { t, i18n } = useTranslation(PAGES_NAMESPACE);
  return (
    <article
      className="ui-card catalog-content-post"
      aria-labelledby={`catalog-content-post-${post.id}`}
    >
      <div
        className={`catalog-content-post-image catalog-content-post-image-${post.category}`}
        aria-hidden="true"
      />
      <p className="catalog-content-post-meta">
        <span className="catalog-content-badge">{t(`blog.categories.${post.category}`)}</span>{' '}
        <time dateTime={post.date}>
          {formatDate(`${post.date}T12:00:00Z`, i18n.language, { style: 'medium' })}
        </time>
      </p>
      <h3 id={`catalog-content-post-${post.id}`}>{t(`blog.posts.${post.id}.title`)}</h3>
      <p className="catalog-content-muted">{t('blog.by', { author: post.author })}</p>
      <p>{t(`blog.posts.${post.id}.excerpt`)}</p>
      <Link to="/single-blog" className="catalog-content-link">
        {t('blog.readMore')}
        <span className="catalog-sr-only">: {t(`blog.posts.${post.id}.title`)}</span>
      </Link>
    </article>
  );
}

function usePageParam(totalPages: number): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), totalPages) : 1;
  const setPage = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  return [page, setPage];
}

/** /blog: the sample posts, paged on the client (the page is kept in the ?page= query). */
export function BlogPage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const totalPages = Math.ceil(BLOG_POSTS.length / BLOG_PAGE_SIZE);
  const [page, setPage] = usePageParam(totalPages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const visible = BLOG_POSTS.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);

  const changePage = (next: number) => {
    setPage(next);
    // Move focus to the top of the new list so keyboard and screen-reader users start there.
    headingRef.current?.focus();
  };

  return (
    <div className="ui-page">
      <section aria-labelledby="catalog-content-blog-heading">
        <h2 id="catalog-content-blog-heading" ref={headingRef} tabIndex={-1}>
          {t('blog.heading')}
        </h2>
        <p className="catalog-content-muted" aria-live="polite">
          {t('blog.pageStatus', { page, total: totalPages })}
        </p>
        <div className="catalog-content-grid-3">
          {visible.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
        <Pagination
          page={page}
          totalPages={totalPages}
          onChange={changePage}
          className="catalog-content-pagination"
          buttonClassName="catalog-content-page-button"
          text={(part, n) =>
            t(part === 'nav' ? 'blog.paginationLabel' : `blog.${part}`, { page: n })
          }
        />
      </section>
    </div>
  );
}
