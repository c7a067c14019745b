// Plain types (no @shop/contracts import): the API, which has no DOM types, reads this table too.
export type PageAccess = 'anyone' | 'signedIn';
type Module = `${string}/${string}`;

/** A remote's page, with the id of the module it shows (`mfe_catalog/ProductPage`). */
export interface ShopPage {
  path: string;
  access: PageAccess;
  server?: boolean;
  ownLayout?: boolean;
  module: Module;
}
export declare const NOT_FOUND_PATH: string;
export declare const REMOTE_PAGES: readonly ShopPage[];
export declare const HEADER_MODULES: ReadonlyArray<{ access: PageAccess; module: Module }>;
export declare const ROUTE_PATTERNS: readonly string[];
type Matches = (pattern: string, pathname: string) => unknown;
export declare function remotePageOf(pathname: string, matches: Matches): ShopPage | undefined;
export declare function modulesForPath(
  pathname: string,
  signedIn: boolean,
  matches: Matches,
): Module[];
