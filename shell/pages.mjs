/**
 * The shop's pages: each remote's registry (its pages.mjs),
 * the one table the shell's router, the shell's server (module map, preloads) and the API (the
 * routes Core Web Vitals are filed under) read. Plain JavaScript, so that Node imports it as is.
 */
import { registry as catalog } from 'mfe-catalog/pages.mjs';
import { registry as cartCheckout } from 'mfe-cart-checkout/pages.mjs';
import { registry as account } from 'mfe-account/pages.mjs';
import { registry as admin } from 'mfe-admin/pages.mjs';

/** What the shell shows for a path no route matches. */
export const NOT_FOUND_PATH = '/*';

const REGISTRIES = [catalog, cartCheckout, account, admin];
const withModule = (remote) => (entry) => ({ ...entry, module: `${remote}/${entry.expose}` });

/** Every remote's pages, each with the id of the module it shows (`mfe_catalog/ProductPage`). */
export const REMOTE_PAGES = REGISTRIES.flatMap(({ remote, pages }) =>
  pages.map(withModule(remote)),
);

/** The modules the shell's header shows: anyone's first, then a signed-in shopper's. */
export const HEADER_MODULES = REGISTRIES.flatMap(({ remote, header = [] }) =>
  header.map(withModule(remote)),
).sort((a, b) => Number(a.access === 'signedIn') - Number(b.access === 'signedIn'));

/** Every route pattern a page of the shop can be measured under. */
export const ROUTE_PATTERNS = [...REMOTE_PAGES, { path: NOT_FOUND_PATH }].map((page) => page.path);

const opens = (signedIn) => (entry) => signedIn || entry.access === 'anyone';

/**
 * The remote page a path shows (whoever may open it), by `matches(pattern, pathname)`: the
 * router's own matching (react-router's matchPath, exact), given by the caller.
 */
export const remotePageOf = (pathname, matches) =>
  REMOTE_PAGES.find((page) => matches(page.path, pathname));

/**
 * The exposed modules a path needs, so that they load before the first render: its page's (if
 * the visitor may open it), then the header's; an area with its own layout has no header.
 */
export function modulesForPath(pathname, signedIn, matches) {
  const open = opens(signedIn);
  const page = remotePageOf(pathname, matches);
  if (page?.ownLayout) return open(page) ? [page.module] : [];
  const header = HEADER_MODULES.filter(open).map((m) => m.module);
  return page && open(page) ? [page.module, ...header] : header;
}
