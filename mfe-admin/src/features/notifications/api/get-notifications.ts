import useSWR from 'swr';
import { useApi } from '@shop/ui';

const notificationsKey = () => 'admin/notifications';

/** The latest orders and sign-ups, refreshed every minute while the admin is open. */
export function useNotifications() {
  const api = useApi();
  return useSWR(notificationsKey(), () => api.admin.notifications(), { refreshInterval: 60_000 });
}
