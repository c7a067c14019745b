import useSWRMutation from 'swr/mutation';
import type { CustomerDetails, Order } from '@shop/contracts';
import { useApi } from '@shop/ui';

export interface PlaceOrderArg {
  details: CustomerDetails;
  /** The checkout attempt: the same for each retry of it, so the order is placed once. */
  attempt: string;
}

/** POST checkout: the server builds the order from the visitor's cart and prices it. */
export function usePlaceOrder() {
  const api = useApi();
  return useSWRMutation<Order, unknown, string, PlaceOrderArg>('checkout', (_key, { arg }) =>
    api.checkout(arg.details, undefined, arg.attempt),
  );
}
