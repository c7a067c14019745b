import { mountStandalone } from '@shop/ui/standalone';
import CartWidget from './exposes/cart-widget';
import CartPage from './exposes/cart-page';
import CheckoutPage from './exposes/checkout-page';
import TrackOrderPage from './exposes/track-order-page';

// Alone, this remote shows each exposed module at its shop path; the widget gets a page of its own.
mountStandalone('mfe_cart_checkout', [
  { path: '/widget', Component: CartWidget },
  { path: '/cart', Component: CartPage },
  { path: '/checkout', Component: CheckoutPage },
  { path: '/track-order', Component: TrackOrderPage },
]);
