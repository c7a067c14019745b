import { lazy, Suspense, type ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import i18next from 'i18next';
import type { ExposedModule, Language } from '@shop/contracts';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { PageHydrated, usePageTakeOver } from '../lib/take-over';
/** The shop's pages: read by the shell's server (preloads) and the API (vitals) too. */
import { SHOP_ROUTES as REMOTE_ROUTES } from '@shop/contracts/routes';
/**
 * Content pages load with their route, code and texts (in the page's language) together, so no
 * other page pays for them and none shows its texts in the fallback language first.
 */
let pagesModule: Promise<typeof import('../features/static-pages/pages')> | null = null;
const pages = () =>
  (pagesModule ??= import('../features/static-pages/pages')
    .then(async (m) => {
      await m.loadPageTexts(i18next.language as Language);
      return m;
    })
    .catch((error: unknown) => {
      pagesModule = null; // the next visit to a content page tries again
      throw error;
    }));
/** The content pages' texts in `language`, if a content page has been shown (language switch). */
export const loadContentPageTexts = (language: Language): Promise<void> =>
  pagesModule ? pagesModule.then((m) => m.loadPageTexts(language)) : Promise.resolve();

const Loading = () => <div className="shell-loading" role="status" aria-busy="true" />;
/** A content page: its code loads with the route, so the early input waits for it to hydrate. */
function ContentPage({ children }: { children: ReactElement }) {
  const hydrated = usePageTakeOver(true);
  return (
    <Suspense fallback={<Loading />}>
      {children}
      <PageHydrated onHydrated={hydrated} />
    </Suspense>
  );
}
/** A content page's route element, by its name in ./pages. */
type PageName = Exclude<keyof Awaited<ReturnType<typeof pages>>, 'loadPageTexts' | 'LAUNCH_DATE'>;
const content = (name: PageName) => {
  const Page = lazy(() => pages().then((m) => ({ default: m[name] })));
  return () => (
    <ContentPage>
      <Page />
    </ContentPage>
  );
};

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
const contents = (table: Readonly<Record<string, string>>) =>
  Object.entries(table).map(([path, name]) => ({ path, element: content(name as PageName) }));

/** Spec section 2: what a visitor without a login token may open (exact matches). */
export const SIGNED_OUT_ROUTES: RouteDef[] = [
  ...remotes(REMOTE_ROUTES.signedOut),
  ...contents(REMOTE_ROUTES.contentSignedOut),
];

/** Spec section 2: what a signed-in visitor adds. */
export const SIGNED_IN_ROUTES: RouteDef[] = [
  ...SIGNED_OUT_ROUTES,
  ...remotes(REMOTE_ROUTES.signedIn),
  ...contents(REMOTE_ROUTES.contentSignedIn),
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
