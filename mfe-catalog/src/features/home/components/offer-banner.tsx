import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toQueryString } from '@shop/contracts';

const ON_SALE = toQueryString({
  filters: [{ field: 'onSale', operator: 'EQUAL', value: true }],
  pageNumber: 1,
});

export function OfferBanner() {
  const { t } = useTranslation();
  return (
    <section className="catalog-offer" aria-labelledby="catalog-offer-title">
      <p className="catalog-offer__eyebrow">{t('home.offer.eyebrow')}</p>
      <h2 id="catalog-offer-title" className="catalog-offer__title">
        {t('home.offer.title')}
      </h2>
      <p>{t('home.offer.text')}</p>
      <Link to={`/products${ON_SALE}`} className="catalog-button catalog-button--primary">
        {t('home.offer.cta')}
      </Link>
    </section>
  );
}
