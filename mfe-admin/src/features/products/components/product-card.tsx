import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { usePrice } from '@shop/contracts/react';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductEditDialog } from './product-edit-dialog';
import { ProductTags } from './product-tags';
import { ProductViewDialog } from './product-view-dialog';

/** The image, the hover image that replaces it under the pointer, and the tags. */
function ProductImages({ product }: { product: Product }) {
  return (
    <div className="admin-product-images">
      <img src={product.imageUrl} alt={product.title} loading="lazy" width={240} height={240} />
      <img
        src={product.imageHoverUrl || product.imageUrl}
        alt=""
        aria-hidden="true"
        loading="lazy"
        width={240}
        height={240}
        className="admin-hover-image"
      />
      <ProductTags product={product} />
    </div>
  );
}

type Open = { view: boolean; edit: boolean; remove: boolean };

/** One card of the grid; each of its dialogs opens and closes on its own. */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const price = usePrice();
  const [open, setOpen] = useState<Open>({ view: false, edit: false, remove: false });
  const toggle = (key: keyof Open, value: boolean) => setOpen((o) => ({ ...o, [key]: value }));

  return (
    <article
      className="admin-card admin-product-card"
      aria-labelledby={`admin-product-${product.id}`}
    >
      <ProductImages product={product} />
      <h3 id={`admin-product-${product.id}`}>{product.title}</h3>
      <p className="admin-price">
        {product.isDiscount && <del>{price(product.oldPrice)}</del>}{' '}
        <strong>{price(product.newPrice)}</strong>
      </p>
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button"
          aria-label={t('products.viewOf', { title: product.title })}
          onClick={() => toggle('view', true)}
        >
          {t('products.view')}
        </button>
        <button
          type="button"
          className="admin-button"
          aria-label={t('products.editOf', { title: product.title })}
          onClick={() => toggle('edit', true)}
        >
          {t('products.edit')}
        </button>
        <button
          type="button"
          className="admin-button admin-button-danger"
          aria-label={t('products.deleteOf', { title: product.title })}
          onClick={() => toggle('remove', true)}
        >
          {t('products.delete')}
        </button>
      </div>
      {open.view && <ProductViewDialog product={product} onClose={() => toggle('view', false)} />}
      {open.edit && <ProductEditDialog product={product} onClose={() => toggle('edit', false)} />}
      {open.remove && (
        <DeleteProductDialog product={product} onClose={() => toggle('remove', false)} />
      )}
    </article>
  );
}
