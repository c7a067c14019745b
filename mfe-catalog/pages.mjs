/**
 * The catalogue's pages and header module, declared once: its exposes, server build,
 * the shell's routes, preloads and server module map, the API's vitals routes and the standalone
 * harness derive from it.
 * @satisfies {import('@shop/contracts').PageRegistry<'mfe_catalog'>}
 */
export const registry = {
  remote: 'mfe_catalog',
  // prettier-ignore
  pages: [
    { path: '/', access: 'anyone', expose: 'HomePage', file: './src/pages/home-page.tsx', server: true },
    { path: '/categories', access: 'signedIn', expose: 'CategoriesPage', file: './src/pages/categories-page.tsx' },
    { path: '/products', access: 'signedIn', expose: 'ProductsPage', file: './src/pages/products-page.tsx', server: true },
    { path: '/product/:id', access: 'signedIn', expose: 'ProductPage', file: './src/pages/product-page.tsx', server: true },
  ],
  header: [{ access: 'signedIn', expose: 'CategoryMenu', file: './src/pages/category-menu.tsx' }],
};
