import FindMyWay from 'find-my-way';
// The shop's route table, built from each remote's registry (plain data, no frontend code).
import { NOT_FOUND_PATH, ROUTE_PATTERNS } from 'shell/pages.mjs';

/** Where measurements of a route the shop does not have are filed, all together. */
export const OTHER_ROUTE = 'other';

/**
 * The shop's route patterns (the table its router reads), matched as its router matches them,
 * so an address (`/product/34`) is filed under its pattern (`/product/:id`). The not-found
 * pattern `/*` is left out of the matching: it would take every path.
 */
const router = FindMyWay({ ignoreTrailingSlash: false, ignoreDuplicateSlashes: false });
for (const pattern of ROUTE_PATTERNS)
  if (pattern !== NOT_FOUND_PATH) router.on('GET', pattern, () => undefined, { pattern });

/** The pattern a reported route stands for, or OTHER_ROUTE for one the shop does not have. */
export function shopRoute(route: string): string {
  if (ROUTE_PATTERNS.includes(route)) return route;
  const found = router.find('GET', route);
  return (found?.store as { pattern?: string } | undefined)?.pattern ?? OTHER_ROUTE;
}
