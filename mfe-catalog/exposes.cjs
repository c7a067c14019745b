/** The modules this remote exposes: the contract of docs and @shop/contracts REMOTES. */
exports.exposes = {
  './HomePage': './src/app/exposes/home-page.tsx',
  './CategoriesPage': './src/app/exposes/categories-page.tsx',
  './ProductsPage': './src/app/exposes/products-page.tsx',
  './ProductPage': './src/app/exposes/product-page.tsx',
  './CategoryMenu': './src/app/exposes/category-menu.tsx',
  './ProductSearch': './src/app/exposes/product-search.tsx',
};

/**
 * The pages the shell's server may render, built for Node into dist/server/ (each module: the
 * page and its data loader, see src/app/server).
 */
exports.serverExposes = {
  './HomePage': './src/app/server/home-page.tsx',
  './ProductsPage': './src/app/server/products-page.tsx',
  './ProductPage': './src/app/server/product-page.tsx',
};
