import type { AdminNotification } from '@shop/contracts';
import { Icon, usePrice } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuItem } from '../../../components/menu-button';
import { useFormatDate } from '../../../lib/use-format-date';
import { useNotifications } from '../api';

const BELL_ICON =
  'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z';

/** The top bar's bell: the real latest orders and sign-ups, told in the admin's language. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const price = usePrice();
  const sentence = (n: AdminNotification) => {
    if (n.kind === 'order' && n.name && n.amount !== undefined)
      return t('notifications.text.order', { name: n.name, amount: price(n.amount) });
    if (n.kind === 'signup' && n.name) return t('notifications.text.signup', { name: n.name });
    return n.title;
  };
  const { data, error } = useNotifications();
  const list = data?.items ?? [];

  const items: MenuItem[] = list.length
    ? list.map((n) => ({
        key: n.id,
        label: (
          <span className="admin-notification">
            <strong>{t(`notifications.kind.${n.kind}`)}</strong>
            <span>{sentence(n)}</span>
            <small>{formatDate(n.createdAt)}</small>
          </span>
        ),
      }))
    : [
        {
          key: 'empty',
          label: error
            ? t('notifications.failed')
            : data
              ? t('notifications.empty')
              : t('common.loading'),
        },
      ];

  return (
    <MenuButton label={t('notifications.label', { count: list.length })} items={items}>
      <Icon d={BELL_ICON} />
      {list.length > 0 && (
        <span className="admin-count" aria-hidden="true">
          {list.length}
        </span>
      )}
    </MenuButton>
  );
}
