import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { usePrice } from '@shop/ui';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductEditDialog } from './product-edit-dialog';
import { ProductTags } from './product-tags';
import { nameIn } from './product-texts';
import { ProductViewDialog } from './product-view-dialog';

/** The image, the hover image that replaces it under the pointer, and the tags. */
function ProductImages({ product, name }: { product: Product; name: string }) {
  return (
    <div className="admin-product-images">
      <img src={product.imageUrl} alt={name} loading="lazy" width={240} height={240} />
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

/** The card's buttons and the dialog each opens; texts are `products.<name>` and `<name>Of`. */
const ACTIONS = [
  { name: 'view', className: 'admin-button', Dialog: ProductViewDialog },
  { name: 'edit', className: 'admin-button', Dialog: ProductEditDialog },
  { name: 'delete', className: 'admin-button admin-button-danger', Dialog: DeleteProductDialog },
] as const;

/** One card of the grid; a dialog is modal, so at most one of its dialogs is open. */
export function ProductCard({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const name = nameIn(product, i18n.language);
  const [open, setOpen] = useState<(typeof ACTIONS)[number] | null>(null);

  return (
    <article
      className="admin-card admin-product-card"
      aria-labelledby={`admin-product-${product.id}`}
    >
      <ProductImages product={product} name={name} />
      <h3 id={`admin-product-${product.id}`}>{name}</h3>
      <p className="admin-price">
        {product.isDiscount && <del>{price(product.oldPrice)}</del>}{' '}
        <strong>{price(product.newPrice)}</strong>
      </p>
      <div className="admin-actions">
        {ACTIONS.map((action) => (
          <button
            key={action.name}
            type="button"
            className={action.className}
            aria-label={t(`products.${action.name}Of`, { title: name })}
            onClick={() => setOpen(action)}
          >
            {t(`products.${action.name}`)}
          </button>
        ))}
      </div>
      {open && <open.Dialog product={product} onClose={() => setOpen(null)} />}
    </article>
  );
}
