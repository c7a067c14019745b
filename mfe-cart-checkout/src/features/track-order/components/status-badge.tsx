import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@shop/contracts';

const KNOWN: OrderStatus[] = ['pending', 'delivered', 'cancel'];

/** Spec section 4: an unknown or empty status reads as Delivered. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = (KNOWN as string[]).includes(status) ? (status as OrderStatus) : 'delivered';
  return <span className={`track-badge track-badge--${known}`}>{t(`status.${known}`)}</span>;
}
