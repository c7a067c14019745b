import type { OrderStatus } from '@shop/contracts';

/** Spec section 4: the three statuses; anything else or empty shows as Delivered. */
export const ORDER_STATUSES: OrderStatus[] = ['delivered', 'pending', 'cancel'];

export function badgeStatus(status: string | null | undefined): OrderStatus {
  return (ORDER_STATUSES as string[]).includes(status ?? '')
    ? (status as OrderStatus)
    : 'delivered';
}
