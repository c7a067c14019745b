import { useSWRConfig } from 'swr';
import type { OrderList, OrderStatus } from '@shop/contracts';
import { useApi } from '@shop/ui';
import { isOrdersKey } from './get-orders';

/** Changes an order's status: the badge changes at once, then every cached page revalidates. */
export function useSetOrderStatus() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return async (id: string, status: OrderStatus) => {
    void mutate<OrderList>(
      isOrdersKey,
      (list) =>
        list && { ...list, orders: list.orders.map((o) => (o.id === id ? { ...o, status } : o)) },
      { revalidate: false },
    );
    try {
      return await api.admin.setOrderStatus(id, status);
    } finally {
      await mutate(isOrdersKey);
    }
  };
}
