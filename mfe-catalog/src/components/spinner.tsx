import { useTranslation } from 'react-i18next';
import './catalog.css';

export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="catalog-spinner" role="status">
      <span className="catalog-spinner__wheel" aria-hidden="true" />
      <span className="catalog-sr-only">{t('status.loading')}</span>
    </div>
  );
}
