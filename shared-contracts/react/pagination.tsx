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

/** The texts of a pagination, in the caller's translations. */
export interface PaginationLabels {
  /** The nav's accessible name, e.g. "Pages of orders". */
  nav: string;
  previous: string;
  next: string;
  /** The accessible name of one numbered button, e.g. "Page 3". */
  page: (page: number) => string;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  /** The nav's class and each button's class (the app's own styles). */
  className?: string;
  buttonClassName?: string;
}

/**
 * Numbered pagination with previous and next, the current page marked `aria-current="page"`;
 * nothing at all when there is one page or fewer.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  labels,
  className,
  buttonClassName,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={className} aria-label={labels.nav}>
      <button
        type="button"
        className={buttonClassName}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {labels.previous}
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
            className={buttonClassName}
            aria-current={p === page ? 'page' : undefined}
            aria-label={labels.page(p)}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={buttonClassName}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {labels.next}
      </button>
    </nav>
  );
}
