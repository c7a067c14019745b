import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import type { ExposedModule } from '@shop/contracts';
import { RemoteSlot } from '../features/remotes/remote-slot';
/** The shop's pages, from each remote's registry: read by the shell's server and the API too. */
import {
  REMOTE_PAGES,
  modulesForPath as modulesOf,
  remotePageOf,
  type ShopPage,
} from '../../pages.mjs';
export interface RouteDef {
  path: string;
  element: () => ReactElement;
  /** The remote module the route shows, if it is a remote's page. */
  module?: ExposedModule;
}

/** A remote's page: its module as the contract names it (the registries satisfy the contract). */
const remote = ({ path, module }: ShopPage): RouteDef & { module: ExposedModule } => ({
  path,
  module: module as ExposedModule,
  element: () => <RemoteSlot key={module} module={module as ExposedModule} />,
});
/** The storefront's pages anyone, or only a signed-in shopper, may open (spec section 2). */
const storefront = (access: ShopPage['access']): RouteDef[] =>
  REMOTE_PAGES.filter((page) => page.access === access && !page.ownLayout).map(remote);

/** Spec section 2: what a visitor without a login token may open (exact matches). */
export const SIGNED_OUT_ROUTES: RouteDef[] = storefront('anyone');

/** Spec section 2: what a signed-in visitor adds. */
export const SIGNED_IN_ROUTES: RouteDef[] = [...SIGNED_OUT_ROUTES, ...storefront('signedIn')];

/** The areas with a layout of their own (the admin's): the remote routes below its path. */
export const OWN_LAYOUT_PAGES = REMOTE_PAGES.filter((page) => page.ownLayout).map(remote);

export function routesFor(signedIn: boolean): RouteDef[] {
  return signedIn ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
}

const matches = (path: string, pathname: string) => matchPath({ path, end: true }, pathname);

export function isKnownPath(pathname: string, signedIn: boolean): boolean {
  return routesFor(signedIn).some((route) => matches(route.path, pathname));
}

/** Whether a path shows a page to this visitor, not the 404 page (the server's status says so). */
export const isPagePath = (pathname: string, signedIn: boolean) =>
  isKnownPath(pathname, signedIn) || OWN_LAYOUT_PAGES.some((page) => matches(page.path, pathname));

/** The remote page a path shows (the admin area included), not the header's widgets. */
export function pageModuleForPath(pathname: string, signedIn: boolean): ExposedModule | undefined {
  const page = remotePageOf(pathname, matches);
  return page && (signedIn || page.access === 'anyone')
    ? (page.module as ExposedModule)
    : undefined;
}

/** The exposed modules a path needs, so the shell can start loading them before it renders. */
export const modulesForPath = (pathname: string, signedIn: boolean): ExposedModule[] =>
  modulesOf(pathname, signedIn, matches) as ExposedModule[];
