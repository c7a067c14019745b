/**
 * The page title banner of spec section 2: its title comes from the first path segment.
 * Answers a translation key of the `common` namespace, or 'resolved' where a remote supplies it.
 */
const BY_SEGMENT: Record<string, string> = {
  login: 'title.myAccount',
  signup: 'title.myAccount',
  'forgot-password': 'title.myAccount',
  'reset-password': 'title.myAccount',
  invitations: 'title.myAccount',
  categories: 'title.topCategories',
  about: 'title.about',
  'customer-service': 'title.customerService',
  contact: 'title.contact',
  cart: 'title.cart',
  checkout: 'title.checkout',
  compare: 'title.compare',
  'sizing-guide': 'title.sizingGuide',
  blog: 'title.blog',
  faqs: 'title.faqs',
  'track-order': 'title.trackOrder',
  'single-blog': 'title.blogDetails',
};

/** Pages that show no banner. */
const WITHOUT_BANNER = new Set(['', 'coming-soon', 'admin']);

export type BannerTitle =
  { kind: 'none' } | { kind: 'key'; key: string } | { kind: 'resolved'; fallbackKey: string };

export function bannerTitleFor(
  pathname: string,
  knownPaths: (path: string) => boolean,
): BannerTitle {
  const segment = pathname.split('/')[1] ?? '';
  if (WITHOUT_BANNER.has(segment)) return { kind: 'none' };
  if (!knownPaths(pathname)) return { kind: 'key', key: 'title.notFound' };
  if (segment === 'products') return { kind: 'resolved', fallbackKey: 'title.allProducts' };
  if (segment === 'product') return { kind: 'resolved', fallbackKey: 'title.product' };
  return { kind: 'key', key: BY_SEGMENT[segment] ?? 'title.notFound' };
}
