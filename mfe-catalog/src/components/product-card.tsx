import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { productImageAt } from '../lib/image-url';
import { useAddToCart } from '../lib/use-add-to-cart';
import { Price } from './price';
import { IMAGE_SIZES, ProductImage } from './product-image';
import { QuickView } from './quick-view';
import './catalog.css';

export interface ProductCardProps {
  product: Product;
  /** Cards of the first row load their image at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** The listing's first image is its likely LCP element: fetch it first. */
  priority?: boolean;
  /** The image's rendered width in the list's layout (`sizes`); a listing grid's by default. */
  imageSizes?: string;
}

/** A product in a list or carousel: image (hover image on hover), tags, title, price, actions. */
export function ProductCard({
  product,
  eager,
  priority,
  imageSizes = IMAGE_SIZES.grid,
}: ProductCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [quickView, setQuickView] = useState(false);
  // Lists add one item at a time (spec section 7) with the shorter toast.
  const { trigger: add, isMutating } = useAddToCart({ successMessage: t('toast.addedToCart') });
  const main = productImageAt(product, 0);
  const hover = productImageAt(product, 1);
  // Both pictures fill the card's square box, the hover one over the main one. The link is
  // hidden from assistive technology (the title links too); the main picture's alternative text
  // is the product's name, in the language the API answered, for a picture that cannot load.
  const box = { sizes: imageSizes, crop: true, alt: '', width: 400, height: 400 };
  const href = `/product/${product.id}`;
  // The visible text starts the accessible name, so speech input ("click Add to Cart") works.
  const addLabel = product.stock <= 0 ? t('product.outOfStock') : t('product.addToCart');

  return (
    <article className="catalog-card" aria-labelledby={titleId}>
      <Link to={href} className="catalog-card__media" tabIndex={-1} aria-hidden="true">
        <ProductImage
          path={main?.image_url}
          image={main}
          eager={eager}
          priority={priority}
          {...box}
          alt={product.title}
        />
        {hover && (
          <ProductImage
            path={hover.image_url}
            image={hover}
            className="catalog-card__hover"
            {...box}
          />
        )}
        <span className="catalog-card__tags">
          {product.onSale && (
            <span className="catalog-tag catalog-tag--sale">{t('card.sale')}</span>
          )}
          {product.newProduct && <span className="catalog-tag">{t('card.new')}</span>}
        </span>
      </Link>
      <h3 id={titleId} className="catalog-card__title">
        <Link to={href}>{product.title}</Link>
      </h3>
      <Price product={product} />
      <div className="catalog-card__actions">
        <button
          type="button"
          className="catalog-button"
          aria-haspopup="dialog"
          aria-label={t('card.actionOf', { action: t('card.quickView'), title: product.title })}
          onClick={() => setQuickView(true)}
        >
          {t('card.quickView')}
        </button>
        <button
          type="button"
          className="catalog-button catalog-button--primary"
          aria-label={t('card.actionOf', { action: addLabel, title: product.title })}
          disabled={product.stock <= 0}
          aria-disabled={isMutating || undefined}
          onClick={() => void add({ productId: product.id, quantity: 1 })}
        >
          {addLabel}
        </button>
      </div>
      {quickView && <QuickView product={product} onClose={() => setQuickView(false)} />}
    </article>
  );
}
