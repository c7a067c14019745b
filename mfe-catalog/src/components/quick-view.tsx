import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { Modal } from '@shop/ui';
import { productImageAt, productImagePath } from '../lib/image-url';
import { useAddToCart } from '../lib/use-add-to-cart';
import { Price } from './price';
import { IMAGE_SIZES, ProductImage } from './product-image';
import { QuantityCounter } from './quantity-counter';

export interface QuickViewProps {
  product: Product;
  onClose: () => void;
}

/** The quick view of a product card: the essentials and Add to Cart without leaving the list. */
export function QuickView({ product, onClose }: QuickViewProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const { trigger: add, isMutating } = useAddToCart({ successMessage: t('toast.addedToCart') });
  const outOfStock = product.stock <= 0;

  return (
    <Modal
      header={{
        title: product.title,
        closeLabel: t('dialog.close'),
        className: 'catalog-modal__header',
        closeClassName: 'catalog-modal__close',
      }}
      onClose={onClose}
      className="catalog-modal"
      backdropClassName="catalog-modal__backdrop"
    >
      <div className="catalog-quick">
        <ProductImage
          path={productImagePath(product, 0)}
          image={productImageAt(product, 0)}
          sizes={IMAGE_SIZES.quick}
          alt={product.title}
          width={400}
          height={400}
          eager
          className="catalog-quick__image"
        />
        <div className="catalog-quick__body">
          <Price product={product} />
          <dl className="catalog-facts">
            <dt>{t('product.vendor')}</dt>
            <dd>{product.vendor || t('product.defaultVendor')}</dd>
            <dt>{t('product.size')}</dt>
            <dd>{t('quickView.sizes')}</dd>
            <dt>{t('product.colour')}</dt>
            <dd>{t('quickView.colours')}</dd>
          </dl>
          <QuantityCounter value={quantity} onChange={setQuantity} disabled={outOfStock} />
          <div className="catalog-actions">
            <button
              type="button"
              className="catalog-button catalog-button--primary"
              disabled={outOfStock}
              aria-disabled={isMutating || undefined}
              onClick={() => void add({ productId: product.id, quantity })}
            >
              {outOfStock ? t('product.outOfStock') : t('product.addToCart')}
            </button>
            <Link to={`/product/${product.id}`} className="catalog-button" onClick={onClose}>
              {t('quickView.fullInfo')}
            </Link>
          </div>
        </div>
      </div>
    </Modal>
  );
}
