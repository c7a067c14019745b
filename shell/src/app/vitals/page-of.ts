import { matchPath } from 'react-router-dom';
import { NOT_FOUND_PATH } from '../../../pages.mjs';
import { OWN_LAYOUT_PAGES, routesFor } from '../routes';
import type { VitalEntry } from './reporter';

type Page = Pick<VitalEntry, 'route' | 'remote'>;

/**
 * The route pattern a path matches in the router's tables (the shell's routes match exactly,
 * as its <Routes> does) and the app that renders it: `/product/12` is `/product/:id` of
 * mfe_catalog; a path no route matches is the shell's not-found page, `/*`.
 */
export function pageOf(pathname: string, signedIn: boolean): Page {
  const match = [...OWN_LAYOUT_PAGES, ...routesFor(signedIn)].find((route) =>
    matchPath({ path: route.path, end: true }, pathname),
  );
  if (!match) return { route: NOT_FOUND_PATH, remote: 'shell' };
  const remote = match.module?.split('/')[0] as VitalEntry['remote'] | undefined;
  return { route: match.path, remote: remote ?? 'shell' };
}
