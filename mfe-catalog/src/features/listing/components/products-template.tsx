import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toQueryString } from '@shop/contracts';
import { ProductGrid } from '../../../components/product-grid';
import { useProducts } from '../api';
import { useListingQuery } from '../hooks/use-listing-query';
import { useListingTitle } from '../hooks/use-listing-title';
import { readSidebar, withPage, withSidebar, withSort } from '../lib/listing-query';
import { FilterSidebar } from './filter-sidebar';
import { ListingToolbar } from './listing-toolbar';
import '../listing.css';
import { Pagination } from '@shop/ui';
import { loadFailed } from '@shop/ui/load-failed';
import { CouldNotLoad } from '../../../components/could-not-load';

/** The cards of the first row are above the fold on a wide screen. */
const EAGER_CARDS = 4;
/** The API's default page size: as many skeletons as cards to come. */
const DEFAULT_PAGE_SIZE = 12;

export function ProductsTemplate() {
  const { t } = useTranslation();
  const { query, update } = useListingQuery();
  const title = useListingTitle(query);
  const result = useProducts(query);
  const { data, isLoading } = result;
  const sidebar = readSidebar(query);
  const products = data?.products;
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <div className="catalog-listing">
      <FilterSidebar
        key={toQueryString({ filters: withSidebar({}, sidebar).filters })}
        value={sidebar}
        onChange={(next) => update(withSidebar(query, next))}
        open={filtersOpen}
        onToggle={() => setFiltersOpen((o) => !o)}
      />
      <section
        className="catalog-listing__main"
        aria-label={title ?? t('products.allProducts')}
        aria-busy={isLoading}
      >
        <ListingToolbar
          count={data?.products.length}
          total={data?.total}
          sort={query.sort}
          onSort={(sort) => update(withSort(query, sort))}
        />
        {loadFailed(result) ? (
          <CouldNotLoad what="products" retry={result.mutate} />
        ) : products?.length === 0 ? (
          <p className="catalog-empty">{t('products.none')}</p>
        ) : (
          <ProductGrid
            products={products}
            eagerCount={EAGER_CARDS}
            placeholders={query.pageSize ?? DEFAULT_PAGE_SIZE}
            label={t('products.listLabel')}
          />
        )}
        {data && (
          <Pagination
            page={data.pageNumber}
            totalPages={data.totalPages}
            href={(page) => toQueryString(withPage(query, page))}
            onChange={() => window.scrollTo({ top: 0 })}
            text={(part, page) => t(`pagination.${part === 'nav' ? 'label' : part}`, { page })}
            className="catalog-pagination"
            buttonClassName="catalog-page"
          />
        )}
      </section>
    </div>
  );
}
