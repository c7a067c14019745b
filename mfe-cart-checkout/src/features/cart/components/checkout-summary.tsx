import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { addMoney, truncate } from '@shop/contracts';
import { usePrice } from '@shop/ui';
import { CartLoadFailed } from './cart-load-failed';
import { Loading } from '../../../components/loading';
import { useCart } from '../api';
import '../cart.css';

/** Checkout's shipping is fixed (spec section 9). */
const CHECKOUT_SHIPPING = 30;

/**
 * The checkout's order summary: the cart's lines, its subtotal, the fixed shipping and their
 * sum. The order itself is priced by the server; with the default tax of 0 the figures agree.
 */
export function CheckoutSummary() {
  const { t } = useTranslation();
  const price = usePrice();
  const { cart, isLoading, failed, retry } = useCart();
  if (isLoading && !cart) return <Loading />;
  if (failed) {
    return <CartLoadFailed className="cart-summary" onRetry={retry} />;
  }
  const lines = cart?.products ?? [];
  // Nothing to order: no shipping charged on nothing, and the way back to the products.
  if (lines.length === 0) {
    return (
      <div className="cart-summary">
        <p>{t('common.empty')}</p>
        <Link className="cart-button cart-button--secondary" to="/products">
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  }

  const subtotal = cart?.totals.subtotal ?? 0;
  return (
    <div className="cart-summary">
      <ul className="cart-summary__lines">
        {lines.map((line) => (
          <li key={line.id} className="cart-summary__line">
            <span title={line.productName}>
              {t('checkout.summaryLine', {
                name: truncate(line.productName),
                quantity: line.quantity,
              })}
            </span>
            <span>{price(line.linePrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        <div className="cart-totals__row">
          <dt>{t('totals.subtotal')}</dt>
          <dd>{price(subtotal)}</dd>
        </div>
        <div className="cart-totals__row">
          <dt>{t('totals.shipping')}</dt>
          <dd>{price(CHECKOUT_SHIPPING)}</dd>
        </div>
        <div className="cart-totals__row cart-totals__row--total">
          <dt>{t('totals.total')}</dt>
          <dd>{price(addMoney(subtotal, CHECKOUT_SHIPPING))}</dd>
        </div>
      </dl>
    </div>
  );
}
