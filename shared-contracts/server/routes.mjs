// The shop's pages: the one table the shell's router, the shell's server (preloads) and the API
// (which pages Core Web Vitals may be filed under) read. Plain JavaScript so that the API
// (compiled, run by node) and the servers import it as is. Paths are react-router patterns.
export const SHOP_ROUTES = Object.freeze({
  /** A remote's page a visitor without a login token may open, and the module it shows. */
  signedOut: Object.freeze({
    '/': 'mfe_catalog/HomePage',
    '/login': 'mfe_account/LoginPage',
    '/signup': 'mfe_account/SignupPage',
    '/forgot-password': 'mfe_account/ForgotPasswordPage',
    '/reset-password': 'mfe_account/ResetPasswordPage',
    '/about': 'mfe_catalog/AboutPage',
    '/customer-service': 'mfe_catalog/CustomerServicePage',
    '/contact': 'mfe_catalog/ContactPage',
    '/faqs': 'mfe_catalog/FaqsPage',
    '/coming-soon': 'mfe_catalog/ComingSoonPage',
    '/blog': 'mfe_catalog/BlogPage',
    '/single-blog': 'mfe_catalog/SingleBlogPage',
  }),
  /** The remotes' pages a signed-in visitor adds. */
  signedIn: Object.freeze({
    '/categories': 'mfe_catalog/CategoriesPage',
    '/products': 'mfe_catalog/ProductsPage',
    '/product/:id': 'mfe_catalog/ProductPage',
    '/track-order': 'mfe_cart_checkout/TrackOrderPage',
    '/cart': 'mfe_cart_checkout/CartPage',
    '/checkout': 'mfe_cart_checkout/CheckoutPage',
    '/invitations': 'mfe_account/InvitationsPage',
    '/compare': 'mfe_catalog/ComparePage',
    '/sizing-guide': 'mfe_catalog/SizingGuidePage',
  }),
  header: Object.freeze(['mfe_cart_checkout/CartWidget']),
  headerSignedIn: Object.freeze(['mfe_catalog/CategoryMenu']),
  /** The admin area: one route of the shell, rendered by the admin remote. */
  adminPath: '/admin/*',
  admin: 'mfe_admin/AdminApp',
  /** What the shell shows for a path no route matches. */
  notFoundPath: '/*',
});

/** Every route pattern a page of the shop can be measured under. */
export const ROUTE_PATTERNS = Object.freeze([
  ...Object.keys(SHOP_ROUTES.signedOut),
  ...Object.keys(SHOP_ROUTES.signedIn),
  SHOP_ROUTES.adminPath,
  SHOP_ROUTES.notFoundPath,
]);
