/** The modules this remote exposes: the contract of docs and @shop/contracts REMOTES. */
exports.exposes = {
  './HomePage': './src/app/exposes/home-page.tsx',
  './CategoriesPage': './src/app/exposes/categories-page.tsx',
  './ProductsPage': './src/app/exposes/products-page.tsx',
  './ProductPage': './src/app/exposes/product-page.tsx',
  './CategoryMenu': './src/app/exposes/category-menu.tsx',
  './ProductSearch': './src/app/exposes/product-search.tsx',
  './AboutPage': './src/app/exposes/about-page.tsx',
  './CustomerServicePage': './src/app/exposes/customer-service-page.tsx',
  './ContactPage': './src/app/exposes/contact-page.tsx',
  './FaqsPage': './src/app/exposes/faqs-page.tsx',
  './ComingSoonPage': './src/app/exposes/coming-soon-page.tsx',
  './BlogPage': './src/app/exposes/blog-page.tsx',
  './SingleBlogPage': './src/app/exposes/single-blog-page.tsx',
  './ComparePage': './src/app/exposes/compare-page.tsx',
  './SizingGuidePage': './src/app/exposes/sizing-guide-page.tsx',
};

/**
 * The pages the shell's server may render, built for Node into dist/server/ (each module: the
 * page and its data loader, see src/app/server; a content page's exposed module is both).
 */
exports.serverExposes = {
  './HomePage': './src/app/server/home-page.tsx',
  './ProductsPage': './src/app/server/products-page.tsx',
  './ProductPage': './src/app/server/product-page.tsx',
  './AboutPage': './src/app/exposes/about-page.tsx',
  './CustomerServicePage': './src/app/exposes/customer-service-page.tsx',
  './ContactPage': './src/app/exposes/contact-page.tsx',
  './FaqsPage': './src/app/exposes/faqs-page.tsx',
  './ComingSoonPage': './src/app/exposes/coming-soon-page.tsx',
  './BlogPage': './src/app/exposes/blog-page.tsx',
  './SingleBlogPage': './src/app/exposes/single-blog-page.tsx',
  './ComparePage': './src/app/exposes/compare-page.tsx',
  './SizingGuidePage': './src/app/exposes/sizing-guide-page.tsx',
};
