/**
 * The catalogue's pages and header modules, declared once: its exposes, server build,
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
    { path: '/about', access: 'anyone', expose: 'AboutPage', file: './src/pages/about-page.tsx', server: true },
    { path: '/customer-service', access: 'anyone', expose: 'CustomerServicePage', file: './src/pages/customer-service-page.tsx', server: true },
    { path: '/contact', access: 'anyone', expose: 'ContactPage', file: './src/pages/contact-page.tsx', server: true },
    { path: '/faqs', access: 'anyone', expose: 'FaqsPage', file: './src/pages/faqs-page.tsx', server: true },
    { path: '/coming-soon', access: 'anyone', expose: 'ComingSoonPage', file: './src/pages/coming-soon-page.tsx', server: true },
    { path: '/blog', access: 'anyone', expose: 'BlogPage', file: './src/pages/blog-page.tsx', server: true },
    { path: '/single-blog', access: 'anyone', expose: 'SingleBlogPage', file: './src/pages/single-blog-page.tsx', server: true },
    { path: '/compare', access: 'signedIn', expose: 'ComparePage', file: './src/pages/compare-page.tsx', server: true },
    { path: '/sizing-guide', access: 'signedIn', expose: 'SizingGuidePage', file: './src/pages/sizing-guide-page.tsx', server: true },
  ],
  // prettier-ignore
  dialogs: [
    { access: 'anyone', expose: 'ProductSearch', file: './src/pages/product-search.tsx' },
    { access: 'signedIn', expose: 'CategoryTree', file: './src/pages/category-tree.tsx' },
  ],
  retired: [{ access: 'signedIn', expose: 'CategoryMenu', file: './src/pages/category-menu.tsx' }],
};
