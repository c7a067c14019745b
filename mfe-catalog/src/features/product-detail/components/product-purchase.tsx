import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { QuantityCounter } from '../../../components/quantity-counter';
import { useAddToCart } from '../../../lib/use-add-to-cart';

/** Spec section 8: the product page's own wording, shown for 5 seconds. */
const ADDED_TOAST_MS = 5000;

/** Quantity, Add to Cart, Buy it now (after the terms are accepted), wishlist and compare. */
export function ProductPurchase({ product }: { product: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const termsId = useId();
  const [quantity, setQuantity] = useState(1);
  const [terms, setTerms] = useState(false);
  const [wished, setWished] = useState(false);
  const { trigger: add, isMutating } = useAddToCart({
    successMessage: t('toast.addedToTheCart'),
    autoHideMs: ADDED_TOAST_MS,
  });
  const outOfStock = product.stock <= 0;

  const buyNow = async () => {
    if (await add({ productId: product.id, quantity })) navigate('/checkout');
  };

  return (
    <div className="catalog-purchase">
      <div className="catalog-purchase__row">
        <QuantityCounter value={quantity} onChange={setQuantity} disabled={outOfStock} />
        <button
          type="button"
          className="catalog-button catalog-button--primary"
          disabled={outOfStock}
          aria-disabled={isMutating || undefined}
          onClick={() => void add({ productId: product.id, quantity })}
        >
          {t('product.addToCart')}
        </button>
      </div>
      <label className="catalog-check" htmlFor={termsId}>
        <input
          id={termsId}
          type="checkbox"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
        />
        {t('product.terms')}
      </label>
      <div className="catalog-purchase__row">
        <button
          type="button"
          className="catalog-button"
          disabled={!terms || outOfStock}
          aria-disabled={isMutating || undefined}
          onClick={() => void buyNow()}
        >
          {t('product.buyNow')}
        </button>
        <button
          type="button"
          className="catalog-button"
          aria-pressed={wished}
          onClick={() => setWished((w) => !w)}
        >
          {wished ? t('product.inWishlist') : t('product.addToWishlist')}
        </button>
        <Link to="/compare" className="catalog-button">
          {t('product.compare')}
        </Link>
      </div>
    </div>
  );
}
