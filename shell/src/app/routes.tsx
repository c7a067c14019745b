import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import type { ExposedModule } from '@shop/contracts';
import { RemoteSlot } from '../features/remotes/remote-slot';
/** The shop's pages: read by the shell's server (preloads) and the API (vitals) too. */
import { SHOP_ROUTES as REMOTE_ROUTES } from '@shop/contracts/routes';

export interface RouteDef {
  path: string;
  element: () => ReactElement;
  /** The remote module the route shows, if it is a remote's page. */
  module?: ExposedModule;
}

const remote = (path: string, module: ExposedModule): RouteDef => ({
  path,
  module,
  element: () => <RemoteSlot key={module} module={module} />,
});
const remotes = (table: Readonly<Record<string, string>>) =>
  Object.entries(table).map(([path, module]) => remote(path, module as ExposedModule));

/** Spec section 2: what a visitor without a login token may open (exact matches). */
export const SIGNED_OUT_ROUTES: RouteDef[] = remotes(REMOTE_ROUTES.signedOut);

/** Spec section 2: what a signed-in visitor adds. */
export const SIGNED_IN_ROUTES: RouteDef[] = [
  ...SIGNED_OUT_ROUTES,
  ...remotes(REMOTE_ROUTES.signedIn),
];

export function routesFor(signedIn: boolean): RouteDef[] {
  return signedIn ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
}

export function isKnownPath(pathname: string, signedIn: boolean): boolean {
  return routesFor(signedIn).some((route) => matchPath({ path: route.path, end: true }, pathname));
}

/** The remote page a path shows (the admin area included), not the header's widgets. */
export function pageModuleForPath(pathname: string, signedIn: boolean): ExposedModule | undefined {
  if (pathname.startsWith('/admin'))
    return signedIn ? (REMOTE_ROUTES.admin as ExposedModule) : undefined;
  return routesFor(signedIn).find((route) => matchPath({ path: route.path, end: true }, pathname))
    ?.module;
}

/** The exposed modules a path needs, so the shell can start loading them before it renders. */
export function modulesForPath(pathname: string, signedIn: boolean): ExposedModule[] {
  const page = pageModuleForPath(pathname, signedIn);
  if (pathname.startsWith('/admin')) return page ? [page] : [];
  const header = [
    ...REMOTE_ROUTES.header,
    ...(signedIn ? REMOTE_ROUTES.headerSignedIn : []),
  ] as ExposedModule[];
  return page ? [page, ...header] : header;
}
