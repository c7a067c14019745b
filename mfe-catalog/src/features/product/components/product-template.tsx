import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { emit } from '@shop/contracts';
import { Spinner } from '../../../components/spinner';
import { isNotFound, useProduct } from '../api';
import { ProductGallery } from './product-gallery';
import { ProductSummary } from './product-summary';
import { ProductTabs, type TabKey } from './product-tabs';
import { RelatedProducts } from './related-products';
import '../product.css';

export function ProductTemplate() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: product, error, isLoading, mutate } = useProduct(id);
  const [tab, setTab] = useState<TabKey>('description');
  const title = product?.title;

  useEffect(() => {
    if (title) emit('ui:title-resolved', { title });
  }, [title]);

  if (isLoading || (!product && !error)) return <Spinner />;
  if (!product) {
    return (
      <div className="catalog-state" role="alert">
        <p>{isNotFound(error) ? t('product.notFound') : t('product.loadFailed')}</p>
        {isNotFound(error) ? (
          <Link to="/products">{t('product.browse')}</Link>
        ) : (
          <button type="button" className="catalog-button" onClick={() => void mutate()}>
            {t('status.retry')}
          </button>
        )}
      </div>
    );
  }

  const showReviews = () => {
    setTab('reviews');
    document.getElementById('catalog-product-tabs')?.scrollIntoView({ behavior: 'smooth' });
  };
  return (
    <div className="catalog-product">
      <div className="catalog-product__top">
        <ProductGallery key={product.id} product={product} />
        <ProductSummary
          key={`summary-${product.id}`}
          product={product}
          onShowReviews={showReviews}
        />
      </div>
      <ProductTabs product={product} active={tab} onSelect={setTab} />
      <RelatedProducts product={product} />
    </div>
  );
}
