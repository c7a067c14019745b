import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination';
import { useDebouncedValue } from '@shop/ui';
import { useAdminProducts } from '../api';
import { CategoryNames } from './category-names';
import { ProductCard } from './product-card';
import '../products.css';

/** The three-column grid of the catalogue, searchable and paginated. */
export function ProductsPage() {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(query.trim());
  const { data, error, isLoading } = useAdminProducts(q, page);

  return (
    <section className="admin-page">
      <div className="admin-page-head">
        <h1>{t('products.title')}</h1>
        <div className="admin-search" role="search">
          <label htmlFor={searchId}>{t('products.search')}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
      {data && (
        <p className="admin-muted" aria-live="polite">
          {t('products.total', { count: data.total })}
        </p>
      )}
      {error && <p role="alert">{t('common.loadFailed')}</p>}
      {isLoading && <p>{t('common.loading')}</p>}
      {data && data.products.length === 0 && <p>{t('products.none')}</p>}
      <div className="admin-product-grid">
        {data?.products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      <CategoryNames />
    </section>
  );
}
