/** The modules this remote exposes: the contract of docs and @shop/contracts REMOTES. */
exports.exposes = {
  './HomePage': './src/app/exposes/home-page.tsx',
  './CategoriesPage': './src/app/exposes/categories-page.tsx',
  './ProductsPage': './src/app/exposes/products-page.tsx',
  './ProductPage': './src/app/exposes/product-page.tsx',
  './CategoryMenu': './src/app/exposes/category-menu.tsx',
};
