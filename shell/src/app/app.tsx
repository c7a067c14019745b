import { startTransition, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Provider, useAtomValue, useSetAtom, type createStore } from 'jotai';
import { SWRConfig } from 'swr';
import i18next from 'i18next';
import { useSessionErrors } from '../features/session/use-session-errors';
import { useShellEvents } from '../features/session/use-shell-events';
import { Toaster } from '../features/toasts/toaster';
import { languageAtom, servedPreferencesAtom, themeAtom } from '../lib/preferences';
import { StorefrontLayout } from './storefront-layout';
import { AdminArea } from './admin-area';
import { usePrefetchOnIntent } from './use-prefetch-on-intent';
import { OWN_LAYOUT_PAGES } from './routes';
import { loadLanguage } from './i18n';
import { loadRemoteTexts } from '../lib/federation/load-remote';
import { useHintCookies } from './use-hint-cookies';
import { useWebVitals } from './vitals/use-web-vitals';
import { useShellTakeOver, whenTakenOver } from '../lib/take-over';
import { PageRenderContext, type PageRender } from '../lib/federation/served-page';

/** Applies theme and language to the document and to the shared i18next instance. */
function useDocumentPreferences() {
  const theme = useAtomValue(themeAtom);
  const language = useAtomValue(languageAtom);
  const release = useSetAtom(servedPreferencesAtom);
  // A first paint made for other preferences turns to the stored ones once it is taken over.
  useEffect(() => {
    void whenTakenOver().then(() => startTransition(() => release(null)));
  }, [release]);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    document.documentElement.lang = language;
    // The shell's texts and every loaded remote's, then the switch: all change at once.
    if (i18next.language !== language)
      void Promise.all([loadLanguage(language), loadRemoteTexts(language)]).then(() =>
        i18next.changeLanguage(language),
      );
  }, [language]);
}

/**
 * The same element on every render of the shell (which follows the theme, the language and the
 * session): rendered again, its router context would be new, and React would hydrate a
 * server-rendered page under it at once, in one blocking task, to pass that on.
 */
const AREAS = (
  <Routes>
    {OWN_LAYOUT_PAGES.map(({ path, module }) => (
      <Route key={path} path={path} element={<AdminArea module={module} />} />
    ))}
    <Route path="*" element={<StorefrontLayout />} />
  </Routes>
);

function Shell() {
  useDocumentPreferences();
  useShellTakeOver();
  useSessionErrors();
  useShellEvents();
  usePrefetchOnIntent();
  useHintCookies();
  useWebVitals();
  return AREAS;
}

export interface AppProps {
  store: ReturnType<typeof createStore>;
  /** Tests pass a MemoryRouter-based router; the app uses the browser's. */
  router?: (children: React.ReactNode) => React.ReactElement;
  /** The page the server rendered and how remotes load (by default, none and the browser's). */
  pageRender?: PageRender;
}

const shellCache = new Map();

export function App({ store, router, pageRender }: AppProps) {
  const content = (
    <>
      <Shell />
      <Toaster />
    </>
  );
  const app = (
    <Provider store={store}>
      <SWRConfig value={{ provider: () => shellCache }}>
        {router ? router(content) : <BrowserRouter>{content}</BrowserRouter>}
      </SWRConfig>
    </Provider>
  );
  return pageRender ? (
    <PageRenderContext.Provider value={pageRender}>{app}</PageRenderContext.Provider>
  ) : (
    app
  );
}
