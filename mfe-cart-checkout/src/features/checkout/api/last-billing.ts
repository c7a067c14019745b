import useSWR from 'swr';
import { useApi, useSession } from '@shop/ui';

const lastBillingKey = (token: string) => ['orders/last-billing', token] as const;

/** GET orders/last-billing: the shopper's billing details of their latest order, if any. */
export function useLastBilling() {
  const api = useApi();
  const token = useSession()?.token;
  return useSWR(token ? lastBillingKey(token) : null, () => api.lastBilling(), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
