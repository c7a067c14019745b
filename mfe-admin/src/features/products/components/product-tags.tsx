import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';

/** The Sale! and New! tags of a card (the New! tag reads the `new` flag, as the spec says). */
export function ProductTags({ product }: { product: Product }) {
  const { t } = useTranslation();
  if (!product.onSale && !product.new) return null;
  return (
    <span className="admin-tags">
      {product.onSale && <span className="admin-tag admin-tag-sale">{t('products.sale')}</span>}
      {product.new && <span className="admin-tag admin-tag-new">{t('products.new')}</span>}
    </span>
  );
}
