import { useTranslation } from 'react-i18next';

/** The spec's only payment method: a direct bank transfer. */
export function PaymentBox() {
  const { t } = useTranslation();
  return (
    <div className="checkout-payment">
      <h3>{t('checkout.paymentTitle')}</h3>
      <p>{t('checkout.paymentText')}</p>
    </div>
  );
}
