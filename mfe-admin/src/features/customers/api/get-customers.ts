import useSWR from 'swr';
import { useApi } from '@shop/ui';

export const CUSTOMERS_PAGE_SIZE = 20;

const customersKey = (page: number) => ['admin/customers', page] as const;

export function useCustomers(page: number) {
  const api = useApi();
  return useSWR(customersKey(page), () => api.admin.customers(page, CUSTOMERS_PAGE_SIZE), {
    keepPreviousData: true,
  });
}
