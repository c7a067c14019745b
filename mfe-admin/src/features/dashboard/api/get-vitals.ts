import useSWR from 'swr';
import { useApi } from '@shop/contracts/react';

export const vitalsKey = () => 'admin/vitals';

/** Shoppers' Core Web Vitals per page over the API's window (VITALS_WINDOW_DAYS). */
export function useVitals() {
  const api = useApi();
  return useSWR(vitalsKey(), () => api.admin.vitals());
}
