import type { RemoteExposes } from '@shop/contracts';
import CartWidget from './cart-widget';
import WishlistPanel from './wishlist-panel';
import CartPage from './cart-page';
import CheckoutPage from './checkout-page';
import TrackOrderPage from './track-order-page';

/**
 * This remote's side of the typed federation contract: every module the contract names, with the
 * props the shell gives it. exposes.cjs (the build's map) must list the same names and files (a
 * test checks), so renaming an expose fails the type check or that test.
 */
export const exposed = {
  './CartWidget': CartWidget,
  './WishlistPanel': WishlistPanel,
  './CartPage': CartPage,
  './CheckoutPage': CheckoutPage,
  './TrackOrderPage': TrackOrderPage,
} satisfies RemoteExposes<'mfe_cart_checkout'>;
