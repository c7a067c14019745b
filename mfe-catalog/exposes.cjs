/** The modules this remote exposes: the contract of docs and @shop/contracts REMOTES. */
exports.exposes = {
  './ProductsPage': './src/app/exposes/products-page.tsx',
};
