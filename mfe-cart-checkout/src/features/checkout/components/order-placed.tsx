import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/contracts';

/** Confirms the order with its id, so the shopper can track it, until the redirect home. */
export function OrderPlaced({ order }: { order: Order }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone; put focus on what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="checkout-placed" role="status">
      <h2 ref={headingRef} tabIndex={-1}>
        {t('checkout.submitted')}
      </h2>
      <p>{t('checkout.orderNumber', { id: order.id })}</p>
      <p>
        <Link className="cart-link" to={`/track-order?orderId=${encodeURIComponent(order.id)}`}>
          {t('checkout.trackIt')}
        </Link>
      </p>
      <p>{t('checkout.redirecting')}</p>
    </section>
  );
}
