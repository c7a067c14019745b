import { useTranslation } from 'react-i18next';
import { nameIn } from './product-texts';
import type { Product } from '@shop/contracts';
import { usePrice } from '@shop/ui';
import { Dialog } from '../../../components/dialog';
import { useCategoryTitles } from '../api';
import { typeLabelKey } from '../product-types';
import { ProductTags } from './product-tags';

/** The View dialog of the spec, with the real stock instead of the fixed line. */
export function ProductViewDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const name = nameIn(product, i18n.language);
  const price = usePrice();
  const typeKey = typeLabelKey(product.type);
  const categories = useCategoryTitles(product.categories);
  return (
    <Dialog title={name} onClose={onClose} size="lg">
      <div className="admin-view">
        <img src={product.imageUrl} alt={name} width={280} height={280} />
        <div>
          <ProductTags product={product} />
          {product.discountOff > 0 && (
            <p className="admin-discount">
              {t('products.percentOff', { percent: product.discountOff })}
            </p>
          )}
          <h3>{name}</h3>
          <p>{product.description}</p>
          <p className="admin-price">
            {product.isDiscount && <del>{price(product.oldPrice)}</del>}{' '}
            <strong>{price(product.newPrice)}</strong>
          </p>
          <p>{t('products.inStock', { count: product.stock })}</p>
          <dl className="admin-facts">
            <dt>{t('products.type')}</dt>
            <dd>{typeKey ? t(typeKey) : product.type}</dd>
            <dt>{t('products.categories')}</dt>
            <dd>{categories.join(', ') || '—'}</dd>
          </dl>
        </div>
      </div>
    </Dialog>
  );
}
