import { matchPath } from 'react-router-dom';
import type { ExposedModule } from '@shop/contracts';
import { SHOP_ROUTES } from '@shop/contracts/routes';
import { routesFor } from '../routes';
import type { VitalEntry } from './reporter';

type Page = Pick<VitalEntry, 'route' | 'remote'>;

/** The admin area is one route of the shell (`/admin/*`), rendered by the admin remote. */
const ADMIN_ROUTE = { path: SHOP_ROUTES.adminPath, module: SHOP_ROUTES.admin as ExposedModule };

/**
 * The route pattern a path matches in the router's tables (the shell's routes match exactly,
 * as its <Routes> does) and the app that renders it: `/product/12` is `/product/:id` of
 * mfe_catalog; a path no route matches is the shell's not-found page, `/*`.
 */
export function pageOf(pathname: string, signedIn: boolean): Page {
  const match = [ADMIN_ROUTE, ...routesFor(signedIn)].find((route) =>
    matchPath({ path: route.path, end: true }, pathname),
  );
  if (!match) return { route: SHOP_ROUTES.notFoundPath, remote: 'shell' };
  const remote = match.module?.split('/')[0] as VitalEntry['remote'] | undefined;
  return { route: match.path, remote: remote ?? 'shell' };
}
