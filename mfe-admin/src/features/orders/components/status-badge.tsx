import { useTranslation } from 'react-i18next';
import { badgeStatus } from '../order-status';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const shown = badgeStatus(status);
  return <span className={`admin-badge admin-badge-${shown}`}>{t(`orders.badge.${shown}`)}</span>;
}
