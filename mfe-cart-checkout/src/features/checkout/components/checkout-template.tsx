import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@shop/ui';
import { useCheckout } from '../hooks/use-checkout';
import { BillingFields } from './billing-fields';
import { OrderPlaced } from './order-placed';
import { PaymentBox } from './payment-box';
import '../checkout.css';

export interface CheckoutTemplateProps {
  /** The order summary, composed in by the app (it belongs to the cart feature). */
  summary: ReactNode;
  /** The cart is known to hold nothing: no payment and no Place Order, only the summary's way back. */
  empty?: boolean;
}

/**
 * The /checkout page: login hint, billing form, order summary, payment and Place Order. The
 * login hint is for a visitor without a session only: a signed-in shopper is not asked to log in.
 */
export function CheckoutTemplate({ summary, empty = false }: CheckoutTemplateProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { form, submit, submitting, placed } = useCheckout();

  if (placed) return <OrderPlaced order={placed} />;

  return (
    <div className="checkout-page">
      {!session && (
        <p className="checkout-returning">
          {t('checkout.returning')}{' '}
          <Link className="cart-link" to="/login">
            {t('checkout.loginLink')}
          </Link>
        </p>
      )}
      <form className="checkout-layout" noValidate onSubmit={(event) => void submit(event)}>
        <BillingFields form={form} />
        <section className="checkout-order" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t('checkout.summaryTitle')}</h2>
          {summary}
          {!empty && (
            <>
              <PaymentBox />
              {/* aria-disabled, not disabled: a click on an invalid form must still arrive and
                  explain, and a press while the order is placed keeps the keyboard's focus here
                  (the submit ignores it). */}
              <button
                type="submit"
                className="cart-button checkout-place"
                aria-disabled={!form.valid || submitting}
              >
                {submitting ? t('checkout.placing') : t('checkout.placeOrder')}
              </button>
            </>
          )}
        </section>
      </form>
    </div>
  );
}
