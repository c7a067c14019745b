// Plain types (no @shop/contracts import): the API, which has no DOM types, reads this table too.
export type PageAccess = 'anyone' | 'signedIn';

/** A remote's page, with the id of the module it shows (`mfe_catalog/ProductPage`). */
export interface ShopPage {
  path: string;
  access: PageAccess;
  expose: string;
  file: string;
  server?: boolean;
  ownLayout?: boolean;
  module: `${string}/${string}`;
}
export interface HeaderModule {
  access: PageAccess;
  module: `${string}/${string}`;
}
export declare const CONTENT_PAGES: ReadonlyArray<{
  path: string;
  access: PageAccess;
  component: string;
}>;
export declare const NOT_FOUND_PATH: string;
export declare const REMOTE_PAGES: readonly ShopPage[];
export declare const HEADER_MODULES: readonly HeaderModule[];
export declare const ROUTE_PATTERNS: readonly string[];
export type Matches = (pattern: string, pathname: string) => unknown;
export declare function remotePageOf(pathname: string, matches: Matches): ShopPage | undefined;
export declare function modulesForPath(
  pathname: string,
  signedIn: boolean,
  matches: Matches,
): Array<`${string}/${string}`>;
