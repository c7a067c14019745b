import { useTranslation } from 'react-i18next';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** First, last and the pages around the current one; null marks a gap. */
export function pageWindow(page: number, totalPages: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= totalPages; p += 1) {
    const near = Math.abs(p - page) <= radius;
    if (p === 1 || p === totalPages || near) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Numbered pagination with previous and next; hidden when there is one page or fewer. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="admin-button"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      {pageWindow(page, totalPages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className="admin-button"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: p })}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className="admin-button"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
