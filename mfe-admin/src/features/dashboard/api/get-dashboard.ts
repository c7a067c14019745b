import useSWR from 'swr';
import { useApi } from '@shop/ui';

const dashboardKey = () => 'admin/dashboard';

export function useDashboard() {
  const api = useApi();
  return useSWR(dashboardKey(), () => api.admin.dashboard());
}
