import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { emit, type Product } from '@shop/contracts';
import { HydrateWhenNear, useApi } from '@shop/ui';
import { Spinner } from '../../../components/spinner';
import { isNotFound, useProduct } from '../api';
import { ProductGallery } from './product-gallery';
import { ProductSummary } from './product-summary';
import { ProductTabs, type TabKey } from './product-tabs';
import { RelatedProducts } from './related-products';
import '../product-detail.css';
import { CouldNotLoad } from '../../../components/could-not-load';

/** One product's page; keyed by its id, so a related product opens with fresh tabs and counter. */
function ProductView({ product }: { product: Product }) {
  const [tab, setTab] = useState<TabKey>('description');
  const showReviews = () => {
    setTab('reviews');
    document.getElementById('catalog-product-tabs')?.scrollIntoView?.({ behavior: 'smooth' });
  };
  return (
    <div className="catalog-product">
      <div className="catalog-product__top">
        <ProductGallery product={product} />
        <ProductSummary product={product} onShowReviews={showReviews} />
      </div>
      <ProductTabs product={product} active={tab} onSelect={setTab} />
      <HydrateWhenNear>
        <RelatedProducts product={product} />
      </HydrateWhenNear>
    </div>
  );
}

export function ProductTemplate() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: product, error, isLoading, mutate } = useProduct(id);
  const title = product?.title;
  const api = useApi();
  const viewed = useRef<number>(undefined);
  const productId = product?.id;

  // One view per visit, whichever side rendered the page: not again on a re-render or a
  // language switch (the same product), again when another product opens.
  useEffect(() => {
    if (productId === undefined || viewed.current === productId) return;
    viewed.current = productId;
    api.recordView(productId).catch(() => undefined);
  }, [api, productId]);
  useEffect(() => {
    if (title) emit('ui:title-resolved', { title });
  }, [title]);
  // A product opened from further down a list (related products) starts at its top.
  // In braces: scrollTo may return a promise, which React would take for a cleanup function.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  // null: the shell's server found no such product (the page went out as a 404).
  if (product === null || (!product && isNotFound(error))) {
    return (
      <div className="catalog-state" role="alert">
        <p>{t('product.notFound')}</p>
        <Link to="/products">{t('product.browse')}</Link>
      </div>
    );
  }
  if (isLoading || (!product && !error)) return <Spinner />;
  if (!product) {
    return <CouldNotLoad what="product" retry={mutate} />;
  }

  return <ProductView key={product.id} product={product} />;
}
