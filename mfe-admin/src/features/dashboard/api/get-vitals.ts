import useSWR from 'swr';
import type { VitalsReport } from '@shop/contracts';
import { useApi } from '@shop/ui';

const vitalsKey = () => 'admin/vitals';

/**
 * Shoppers' Core Web Vitals per page over the API's window (VITALS_WINDOW_DAYS). Called with the
 * client's `request`: `@shop/contracts` is the shell's shared copy at run time, so this remote
 * deploys alone without waiting for a shell that knows a method for the route.
 */
export function useVitals() {
  const api = useApi();
  return useSWR(vitalsKey(), () => api.request<VitalsReport>('GET', vitalsKey()));
}
