import useSWR from 'swr';
import { useApi } from '@shop/contracts/react';

const dashboardKey = () => 'admin/dashboard';

export function useDashboard() {
  const api = useApi();
  return useSWR(dashboardKey(), () => api.admin.dashboard());
}
