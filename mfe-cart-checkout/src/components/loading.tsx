import { useTranslation } from 'react-i18next';
import './components.css';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="cart-loading" role="status">
      {label ?? t('common.loading')}
    </p>
  );
}
