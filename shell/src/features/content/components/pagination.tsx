import { useTranslation } from 'react-i18next';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}

/** Numbered pages with previous and next; hidden when there is only one page. */
export function Pagination({ page, totalPages, onChange, label }: PaginationProps) {
  const { t } = useTranslation('content');
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav className="content-pagination" aria-label={label}>
      <button
        type="button"
        className="content-page-button"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('blog.previous')}
      </button>
      <ul>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className="content-page-button"
              aria-label={t('blog.page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="content-page-button"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('blog.next')}
      </button>
    </nav>
  );
}
