import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';

/** The crypto currencies of spec section 9, shown as text badges. */
const CRYPTO = ['BTC', 'ETH', 'LTC', 'XRP', 'USDT'] as const;

/** /customer-service: shipping times and costs, payment methods and the returns policy. */
export function CustomerServicePage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <div className="content-page">
      <p className="content-lead">{t('service.intro')}</p>
      <div className="content-grid-3">
        <section className="content-card" aria-labelledby="content-shipping">
          <h2 id="content-shipping">{t('service.shippingTitle')}</h2>
          <ul className="content-check-list">
            <li>{t('service.shippingFree')}</li>
            <li>{t('service.shippingTime')}</li>
            <li>{t('service.shippingTracking')}</li>
          </ul>
        </section>
        <section className="content-card" aria-labelledby="content-payment">
          <h2 id="content-payment">{t('service.paymentTitle')}</h2>
          <p>{t('service.paymentCrypto')}</p>
          <ul className="content-badges">
            {CRYPTO.map((code) => (
              <li key={code} className="content-badge">
                {code}
              </li>
            ))}
          </ul>
          <p>{t('service.paymentCards')}</p>
        </section>
        <section className="content-card" aria-labelledby="content-returns">
          <h2 id="content-returns">{t('service.returnsTitle')}</h2>
          <ul className="content-check-list">
            <li>{t('service.returnsWindow')}</li>
            <li>{t('service.returnsCost')}</li>
            <li>{t('service.returnsCondition')}</li>
          </ul>
        </section>
      </div>
      <Link to="/contact" className="content-button">
        {t('service.contactCta')}
      </Link>
    </div>
  );
}
