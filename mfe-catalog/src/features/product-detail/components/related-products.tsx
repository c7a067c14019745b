import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { ProductGrid } from '../../../components/product-grid';
import { useRelatedProducts } from '../api';
import { loadFailed } from '@shop/ui/load-failed';
import { CouldNotLoad } from '../../../components/could-not-load';

const SHOWN = 4;

/** Same-category products as a plain grid: no carousel, so swiper never loads on this page. */
export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const related = useRelatedProducts(product.categories?.[0]?.id, product.id);
  const { data } = related;
  if (data && data.length === 0) return null;
  return (
    <section className="catalog-section" aria-labelledby="catalog-related-title">
      <h2 id="catalog-related-title" className="catalog-section__title">
        {t('product.related')}
      </h2>
      {loadFailed(related) ? (
        <CouldNotLoad what="related" retry={related.mutate} />
      ) : (
        <ProductGrid products={data?.slice(0, SHOWN)} placeholders={SHOWN} fit />
      )}
    </section>
  );
}
