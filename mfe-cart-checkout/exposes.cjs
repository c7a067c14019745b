/** The modules this remote exposes: the contract of docs and @shop/contracts REMOTES. */
exports.exposes = {
  './CartWidget': './src/app/exposes/cart-widget.tsx',
  './WishlistPanel': './src/app/exposes/wishlist-panel.tsx',
  './CartPage': './src/app/exposes/cart-page.tsx',
  './CheckoutPage': './src/app/exposes/checkout-page.tsx',
  './TrackOrderPage': './src/app/exposes/track-order-page.tsx',
};

/**
 * The pages the shell's server may render, built for Node into dist/server/ (src/app/server):
 * without data, which only the shopper's session may read, so their frame paints with the HTML.
 */
exports.serverExposes = {
  './CartPage': './src/app/server/cart-page.tsx',
  './CheckoutPage': './src/app/server/checkout-page.tsx',
};
