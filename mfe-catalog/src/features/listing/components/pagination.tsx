import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toQueryString, type ProductQuery } from '@shop/contracts';
import { pageItems } from '../lib/pagination';
import { withPage } from '../lib/listing-query';

export interface PaginationProps {
  query: ProductQuery;
  pageNumber: number;
  totalPages: number;
}

const toTop = () => window.scrollTo({ top: 0 });

/** Numbered pages with previous and next; nothing at all when there is one page or fewer. */
export function Pagination({ query, pageNumber, totalPages }: PaginationProps) {
  const { t } = useTranslation();
  const { state } = useLocation();
  if (totalPages <= 1) return null;
  const href = (n: number) => ({ search: toQueryString(withPage(query, n)) });
  const edge = (n: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link to={href(n)} state={state} onClick={toTop} className="catalog-page">
        {label}
      </Link>
    ) : (
      <span className="catalog-page catalog-page--disabled" aria-disabled="true">
        {label}
      </span>
    );

  return (
    <nav className="catalog-pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>{edge(pageNumber - 1, t('pagination.previous'), pageNumber > 1)}</li>
        {pageItems(pageNumber, totalPages).map((item, i) => (
          <li key={item === 'gap' ? `gap-${i}` : item}>
            {item === 'gap' ? (
              <span className="catalog-page catalog-page--gap" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                to={href(item)}
                state={state}
                onClick={toTop}
                className="catalog-page"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === pageNumber ? 'page' : undefined}
              >
                {item}
              </Link>
            )}
          </li>
        ))}
        <li>{edge(pageNumber + 1, t('pagination.next'), pageNumber < totalPages)}</li>
      </ul>
    </nav>
  );
}
