import { useTranslation } from 'react-i18next';

const FACILITIES = [
  { key: 'shipping', icon: '🚚' },
  { key: 'returns', icon: '↩' },
  { key: 'payment', icon: '🔒' },
  { key: 'support', icon: '💬' },
] as const;

/** The shop's promises; a row that scrolls sideways on narrow screens (no carousel script). */
export function FacilitySlider() {
  const { t } = useTranslation();
  return (
    <section className="catalog-section" aria-label={t('home.facilities.label')}>
      <ul className="catalog-facilities">
        {FACILITIES.map((f) => (
          <li key={f.key} className="catalog-facility">
            <span className="catalog-facility__icon" aria-hidden="true">
              {f.icon}
            </span>
            <h3 className="catalog-facility__title">{t(`home.facilities.${f.key}.title`)}</h3>
            <p className="catalog-facility__text">{t(`home.facilities.${f.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
