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

/** The parts of a pagination that speak: the nav's name, the edges, a numbered button's name. */
export type PaginationPart = 'nav' | 'previous' | 'next' | 'page';

/** The caller's translation of a part (`page` is the numbered button's page, else the current one). */
export type PaginationText = (part: PaginationPart, page: number) => string;

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  text: PaginationText;
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
  text,
  className,
  buttonClassName,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={className} aria-label={text('nav', page)}>
      <button
        type="button"
        className={buttonClassName}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {text('previous', page)}
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
            aria-label={text('page', p)}
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
        {text('next', page)}
      </button>
    </nav>
  );
}
