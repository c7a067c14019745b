import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { formatDate } from '@shop/contracts/dates';
import { Price } from '../../../components/price';
import { ProductPickers } from './product-pickers';
import { ProductPurchase } from './product-purchase';

export interface ProductSummaryProps {
  product: Product;
  onShowReviews: () => void;
}

export function ProductSummary({ product, onShowReviews }: ProductSummaryProps) {
  const { t, i18n } = useTranslation();
  const inStock = product.stock > 0;
  return (
    <div className="catalog-summary">
      <h2 className="catalog-summary__title">{product.title}</h2>
      <button type="button" className="catalog-link-button" onClick={onShowReviews}>
        {t('product.reviews')}
      </button>
      <Price product={product} className="catalog-price--large" />
      {product.summary && <p className="catalog-summary__lead">{product.summary}</p>}
      <dl className="catalog-facts">
        <dt>{t('product.vendor')}</dt>
        <dd>{product.vendor || t('product.defaultVendor')}</dd>
        <dt>{t('product.availability')}</dt>
        <dd className={inStock ? 'catalog-stock' : 'catalog-stock catalog-stock--out'}>
          {inStock ? t('product.inStock', { count: product.stock }) : t('product.outOfStock')}
        </dd>
        <dt>{t('product.added')}</dt>
        <dd>
          <time dateTime={product.createdAt}>
            {/* In UTC, so the server's render and the browser's name the same day. */}
            {formatDate(product.createdAt, i18n.language, { style: 'long', timeZone: 'UTC' })}
          </time>
        </dd>
      </dl>
      <ProductPickers />
      <p className="catalog-summary__links">
        <Link to="/sizing-guide">{t('product.sizeGuide')}</Link>
        <Link to="/customer-service">{t('product.shipping')}</Link>
        <Link to="/contact">{t('product.ask')}</Link>
      </p>
      <ProductPurchase product={product} />
    </div>
  );
}
