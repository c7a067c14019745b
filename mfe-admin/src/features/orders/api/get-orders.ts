import useSWR from 'swr';
import type { OrderStatus } from '@shop/contracts';
import { useApi } from '@shop/ui';

const ORDERS_PAGE_SIZE = 20;

export interface OrderFilters {
  status: OrderStatus | '';
  from: string;
  to: string;
}

const ordersKey = (f: OrderFilters, page: number) =>
  ['admin/orders', f.status, f.from, f.to, page] as const;

export const isOrdersKey = (key: unknown) => Array.isArray(key) && key[0] === 'admin/orders';

export function useOrders(filters: OrderFilters, page: number) {
  const api = useApi();
  return useSWR(
    ordersKey(filters, page),
    () => api.admin.orders({ ...filters, pageNumber: page, pageSize: ORDERS_PAGE_SIZE }),
    { keepPreviousData: true },
  );
}
