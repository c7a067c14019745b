/** The modules this remote exposes: the contract of docs and @shop/contracts REMOTES. */
exports.exposes = {
  './CartWidget': './src/app/exposes/cart-widget.tsx',
  './CartPage': './src/app/exposes/cart-page.tsx',
  './CheckoutPage': './src/app/exposes/checkout-page.tsx',
  './TrackOrderPage': './src/app/exposes/track-order-page.tsx',
};
