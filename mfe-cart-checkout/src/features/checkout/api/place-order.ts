import useSWRMutation from 'swr/mutation';
import type { CustomerDetails, Order } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';

/** POST checkout: the server builds the order from the visitor's cart and prices it. */
export function usePlaceOrder() {
  const api = useApi();
  return useSWRMutation<Order, unknown, string, CustomerDetails>('checkout', (_key, { arg }) =>
    api.checkout(arg),
  );
}
