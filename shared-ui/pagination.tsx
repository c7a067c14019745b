import type { ComponentProps, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** First, last and the pages around the current one; null marks a gap (never of a single page). */
export function pageWindow(page: number, totalPages: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= totalPages; p += 1) {
    const distance = Math.abs(p - page);
    const edge = p === 1 || p === totalPages;
    const lone = (p === 2 || p === totalPages - 1) && distance === radius + 1;
    if (edge || lone || distance <= radius) pages.push(p);
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
  /** Called with the page chosen (as its link is followed, when pages are links). */
  onChange: (page: number) => void;
  text: PaginationText;
  /** The address of a page: pages are then links, so each has its own URL. */
  href?: (page: number) => string;
  /** The nav's class and each button's class (the app's own styles). */
  className?: string;
  buttonClassName?: string;
}

interface PageControlProps extends Pick<PaginationProps, 'onChange' | 'href'> {
  page: number;
  disabled?: boolean;
  className?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
  children: ReactNode;
}

/** A button, or a link when pages have addresses; a link cannot be disabled, so that is text. */
function PageControl({ page, onChange, href, disabled, ...props }: PageControlProps) {
  if (!href) {
    return <button type="button" disabled={disabled} onClick={() => onChange(page)} {...props} />;
  }
  if (disabled) return <span aria-disabled="true" {...props} />;
  return <PageLink to={href(page)} onClick={() => onChange(page)} {...props} />;
}

/** Another page of the same view keeps the navigation state the view was opened with. */
function PageLink(props: ComponentProps<typeof Link>) {
  const { state } = useLocation();
  return <Link state={state} {...props} />;
}

/**
 * Numbered pagination with previous and next, the current page marked `aria-current="page"`;
 * nothing at all when there is one page or fewer.
 */
export function Pagination({
  page,
  totalPages,
  text,
  className,
  buttonClassName,
  ...control
}: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={className} aria-label={text('nav', page)}>
      <PageControl {...control} page={page - 1} disabled={page <= 1} className={buttonClassName}>
        {text('previous', page)}
      </PageControl>
      {pageWindow(page, totalPages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <PageControl
            {...control}
            key={p}
            page={p}
            className={buttonClassName}
            aria-current={p === page ? 'page' : undefined}
            aria-label={text('page', p)}
          >
            {p}
          </PageControl>
        ),
      )}
      <PageControl
        {...control}
        page={page + 1}
        disabled={page >= totalPages}
        className={buttonClassName}
      >
        {text('next', page)}
      </PageControl>
    </nav>
  );
}
