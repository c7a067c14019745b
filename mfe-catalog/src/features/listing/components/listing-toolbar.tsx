import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@shop/contracts';

const SORTS: ProductSort[] = ['newest', 'price_asc', 'price_desc', 'title'];

export interface ListingToolbarProps {
  count: number | undefined;
  total: number | undefined;
  sort: ProductSort | undefined;
  onSort: (sort: ProductSort | undefined) => void;
}

/** "Showing: count", "Total n Products" and the sort order. */
export function ListingToolbar({ count, total, sort, onSort }: ListingToolbarProps) {
  const { t } = useTranslation();
  const sortId = useId();
  return (
    <div className="catalog-toolbar">
      {/* No figures until the server gave them: an outage must not read "Total 0 Products". */}
      <p className="catalog-toolbar__counts" aria-live="polite">
        {total !== undefined && (
          <>
            <span>{t('products.showing', { count: count ?? 0 })}</span>
            <span>{t('products.total', { total })}</span>
          </>
        )}
      </p>
      <div className="catalog-toolbar__sort">
        <label htmlFor={sortId}>{t('products.sortBy')}</label>
        <select
          id={sortId}
          value={sort ?? ''}
          onChange={(event) => onSort((event.target.value || undefined) as ProductSort | undefined)}
        >
          <option value="">{t('products.sort.default')}</option>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`products.sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
