import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';

const VALUES = ['quality', 'shipping', 'returns', 'support'] as const;

/** /about: who the shop is. Static text. */
export function AboutPage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <div className="ui-page">
      <section className="ui-card" aria-labelledby="catalog-content-about">
        <h2 id="catalog-content-about">{t('about.heading')}</h2>
        <p>{t('about.intro')}</p>
        <h3>{t('about.missionTitle')}</h3>
        <p>{t('about.mission')}</p>
        <h3>{t('about.valuesTitle')}</h3>
        <ul className="catalog-content-check-list">
          {VALUES.map((value) => (
            <li key={value}>{t(`about.values.${value}`)}</li>
          ))}
        </ul>
        <Link to="/contact" className="ui-button">
          {t('about.contactCta')}
        </Link>
      </section>
    </div>
  );
}
