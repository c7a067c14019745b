import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';

/** The crypto currencies of spec section 9, shown as text badges. */
const CRYPTO = ['BTC', 'ETH', 'LTC', 'XRP', 'USDT'] as const;

/** /customer-service: shipping times and costs, payment methods and the returns policy. */
export function CustomerServicePage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <div className="ui-page">
      <p className="catalog-content-lead">{t('service.intro')}</p>
      <div className="catalog-content-grid-3">
        <section className="ui-card" aria-labelledby="catalog-content-shipping">
          <h2 id="catalog-content-shipping">{t('service.shippingTitle')}</h2>
          <ul className="catalog-content-check-list">
            <li>{t('service.shippingFree')}</li>
            <li>{t('service.shippingTime')}</li>
            <li>{t('service.shippingTracking')}</li>
          </ul>
        </section>
        <section className="ui-card" aria-labelledby="catalog-content-payment">
          <h2 id="catalog-content-payment">{t('service.paymentTitle')}</h2>
          <p>{t('service.paymentCrypto')}</p>
          <ul className="catalog-content-badges">
            {CRYPTO.map((code) => (
              <li key={code} className="catalog-content-badge">
                {code}
              </li>
            ))}
          </ul>
          <p>{t('service.paymentCards')}</p>
        </section>
        <section className="ui-card" aria-labelledby="catalog-content-returns">
          <h2 id="catalog-content-returns">{t('service.returnsTitle')}</h2>
          <ul className="catalog-content-check-list">
            <li>{t('service.returnsWindow')}</li>
            <li>{t('service.returnsCost')}</li>
            <li>{t('service.returnsCondition')}</li>
          </ul>
        </section>
      </div>
      <Link to="/contact" className="ui-button">
        {t('service.contactCta')}
      </Link>
    </div>
  );
}
