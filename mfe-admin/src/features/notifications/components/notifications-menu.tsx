import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuItem } from '../../../components/menu-button';
import { useFormatDate } from '../../../lib/use-format-date';
import { useNotifications } from '../api';

/** The top bar's bell: the real latest orders and sign-ups. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { data, error } = useNotifications();
  const list = data?.items ?? [];

  const items: MenuItem[] = list.length
    ? list.map((n) => ({
        key: n.id,
        label: (
          <span className="admin-notification">
            <strong>{t(`notifications.kind.${n.kind}`)}</strong>
            <span>{n.title}</span>
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
      <span aria-hidden="true">🔔</span>
      {list.length > 0 && (
        <span className="admin-count" aria-hidden="true">
          {list.length}
        </span>
      )}
    </MenuButton>
  );
}
