import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { usePrice } from '@shop/ui';
import './catalog.css';

export interface PriceProps {
  product: Pick<Product, 'newPrice' | 'oldPrice' | 'isDiscount'>;
  className?: string;
}

/** Spec price rule: the old price struck plus the new one when discounted, else the new one only. */
export function Price({ product, className = '' }: PriceProps) {
  const { t } = useTranslation();
  const format = usePrice();
  return (
    <p className={`catalog-price ${className}`}>
      {product.isDiscount && (
        <>
          <span className="catalog-sr-only">{t('price.original')}</span>
          <s className="catalog-price__old">{format(product.oldPrice)}</s>{' '}
          <span className="catalog-sr-only">{t('price.current')}</span>
        </>
      )}
      <span className="catalog-price__new">{format(product.newPrice)}</span>
    </p>
  );
}
