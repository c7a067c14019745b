import { announceCartChange as announce, on } from '@shop/contracts';

/** The cart feature's name on the event bus: its own announcements are not news to it. */
const SOURCE = 'mfe-cart-checkout/cart';

/** Tells the shell and the other remotes that the cart changed (after a change made here). */
export function announceCartChange(count: number): void {
  announce(SOURCE, count);
}

/**
 * Calls back on every cart change announced by anyone else (another remote, the checkout), with
 * the cart's new item count when the announcement carries it.
 */
export function onForeignCartChange(callback: (count?: number) => void): () => void {
  return on('cart:changed', ({ count }) => callback(count), { ignoreSource: SOURCE });
}
