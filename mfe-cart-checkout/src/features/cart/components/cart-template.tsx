import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CartLoadFailed } from './cart-load-failed';
import { Loading } from '../../../components/loading';
import { TotalsList } from '../../../components/totals-list';
import { useCart } from '../api';
import { CartTable } from './cart-table';
import '../cart.css';

/** The /cart page: the lines, editable, then the server's totals and the ways on. */
export function CartTemplate() {
  const { t } = useTranslation();
  const { cart, failed, isLoading, retry } = useCart();
  const lines = cart?.products ?? [];
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section className="cart-page" aria-labelledby="cart-page-title">
      <h2 id="cart-page-title" ref={headingRef} tabIndex={-1} className="cart-visually-hidden">
        {t('cart.title')}
      </h2>
      {isLoading && !cart ? (
        <Loading />
      ) : failed ? (
        <CartLoadFailed className="cart-page__empty" onRetry={retry} />
      ) : lines.length === 0 ? (
        <p className="cart-page__empty">{t('common.empty')}</p>
      ) : (
        <CartTable lines={lines} onRemoving={() => headingRef.current?.focus()} />
      )}
      <div className="cart-page__footer">
        <Link className="cart-button cart-button--secondary" to="/products">
          {t('cart.continueShopping')}
        </Link>
        {cart && lines.length > 0 && (
          <div className="cart-page__totals">
            <TotalsList totals={cart.totals} />
            <Link className="cart-button" to="/checkout">
              {t('cart.proceedToCheckout')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
