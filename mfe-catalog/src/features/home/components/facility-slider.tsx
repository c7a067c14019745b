import { useTranslation } from 'react-i18next';
import { FacilityIcon } from './facility-icon';

const FACILITIES = ['shipping', 'returns', 'payment', 'support'] as const;

/** The shop's promises; a row that scrolls sideways on narrow screens (no carousel script). */
export function FacilitySlider() {
  const { t } = useTranslation();
  return (
    <section className="catalog-section" aria-label={t('home.facilities.label')}>
      <ul className="catalog-facilities">
        {FACILITIES.map((key) => (
          <li key={key} className="catalog-facility">
            <span className="catalog-facility__icon">
              <FacilityIcon name={key} />
            </span>
            <h3 className="catalog-facility__title">{t(`home.facilities.${key}.title`)}</h3>
            <p className="catalog-facility__text">{t(`home.facilities.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
