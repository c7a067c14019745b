/**
 * The cart and checkout's pages and header module, declared once: its exposes, server
 * build, the shell's routes, preloads and server module map, the API's vitals routes and the
 * standalone harness derive from it.
 * @satisfies {import('@shop/contracts').PageRegistry<'mfe_cart_checkout'>}
 */
export const registry = {
  remote: 'mfe_cart_checkout',
  // prettier-ignore
  pages: [
    { path: '/track-order', access: 'signedIn', expose: 'TrackOrderPage', file: './src/pages/track-order-page.tsx' },
    { path: '/cart', access: 'signedIn', expose: 'CartPage', file: './src/pages/cart-page.tsx', server: true },
    { path: '/checkout', access: 'signedIn', expose: 'CheckoutPage', file: './src/pages/checkout-page.tsx', server: true },
  ],
  header: [{ access: 'anyone', expose: 'CartWidget', file: './src/pages/cart-widget.tsx' }],
  dialogs: [{ access: 'anyone', expose: 'WishlistPanel', file: './src/pages/wishlist-panel.tsx' }],
};
