/**
 * React helpers of every app, shared by version range (not a singleton): an app built against a
 * newer minor brings its own copy, so the page may run two. What must exist once per page (the
 * remotes' SWR cache and jotai store, the shell props' context) is kept under a registered
 * symbol on globalThis, so every copy finds the one the first made (see onePerPage).
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider as JotaiProvider, createStore } from 'jotai';
import {
  SWRConfig,
  unstable_serialize,
  useSWRConfig,
  type Cache,
  type Middleware,
  type ScopedMutator,
} from 'swr';
import i18next, { type Resource } from 'i18next';
import { initReactI18next, I18nextProvider, useTranslation } from 'react-i18next';
// Through the package name, so the client comes from the same shared @shop/contracts copy as
// the app's own imports of it (the page may hold two copies; errors are recognised by shape).
import {
  createApiClient,
  formatPrice,
  i18nOptions,
  LANGUAGES,
  type ApiClient,
  type InitialData,
  type Language,
  type PageDataLoader,
  type PrefetchRequest,
  type ShellProps,
} from '@shop/contracts';

/** One per page whichever copies of this kit run on it: the first copy makes it, all share it. */
function onePerPage<T>(name: string, make: () => T): T {
  const key = Symbol.for(`@shop/ui/${name}`);
  const page = globalThis as Record<symbol, unknown>;
  if (!(key in page)) page[key] = make();
  return page[key] as T;
}

/**
 * The shell's props, as a store whose identity never changes: a new session or theme reaches
 * the components that read them, and is no context change for the rest of the module's tree,
 * so a part of the page still waiting to hydrate (HydrateWhenNear) keeps waiting.
 */
interface ShellPropsStore {
  get: () => ShellProps;
  /** The props of the first render: what the server rendered with, so a late part hydrates. */
  getServed: () => ShellProps;
  subscribe: (listener: () => void) => () => void;
  /** The render's props, read by what renders below it; listeners hear of them on commit. */
  current: ShellProps;
  listeners: Set<() => void>;
}

function shellPropsStore(props: ShellProps): ShellPropsStore {
  const store: ShellPropsStore = {
    current: props,
    listeners: new Set(),
    get: () => store.current,
    getServed: () => props,
    subscribe: (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
  };
  return store;
}

const ShellPropsContext = onePerPage('shell-props-store', () =>
  createContext<ShellPropsStore | null>(null),
);

/**
 * What a component reads of the shell's props: it renders again only when that value changes
 * (compared with Object.is, so a primitive or an object the props already hold). A store's
 * update is rendered synchronously, in one task: when the session's user answers, a component
 * reading the whole props (every price, every image, every API hook) would render again at once,
 * on a first visit in the middle of the page's hydration, for a change it does not show.
 */
export function useShellValue<T>(select: (props: ShellProps) => T): T {
  const store = useContext(ShellPropsContext);
  if (!store) throw new Error('useShellProps needs a <RemoteRoot> above it');
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.getServed()),
  );
}

const whole = (props: ShellProps) => props;

export function useShellProps(): ShellProps {
  return useShellValue(whole);
}

export function useSession() {
  return useShellValue((props) => props.session);
}

/** The API client for the current session (one per token and API URL). */
export function useApi(): ApiClient {
  const apiUrl = useShellValue((props) => props.apiUrl);
  const token = useShellValue((props) => props.session?.token ?? null);
  return useMemo(
    () => createApiClient({ baseUrl: apiUrl, getToken: () => token }),
    [apiUrl, token],
  );
}

/** Formats a price in the session's currency and the current language. */
export function usePrice(): (amount: number) => string {
  const code = useShellValue((props) => props.session?.settings.currencyCode || 'BTC');
  const { language } = useTranslation().i18n;
  return useMemo(() => (amount: number) => formatPrice(amount, code, language), [code, language]);
}

/** One language's texts of an app: its namespace's bundle, or a loader of it. */
export type TextsOf = Resource[string] | (() => Promise<Resource[string]>);
/**
 * An app's texts by language. English, the fallback, is given as is; another language is best
 * a loader (`() => import('…/es/ns.json')`), so a page fetches only the language it shows.
 */
export type Texts = Partial<Record<Language, TextsOf>>;

const loading = new Map<string, Promise<void>>();

function addBundles(namespace: string, language: string, bundles: Resource[string]) {
  const bundle = bundles[namespace];
  if (bundle && !i18next.hasResourceBundle(language, namespace)) {
    i18next.addResourceBundle(language, namespace, bundle, true, false);
  }
}

/**
 * Makes an app's texts in `language` available in the one i18next instance: at once when they
 * are given as they are or already loaded, else once their loader has answered. An exposed
 * module exports it as `loadTexts`, which the shell awaits before it renders the module (in the
 * browser and on its server) and before it switches the page to another language, so no text
 * shows in the fallback language first.
 */
export function loadTexts(namespace: string, texts: Texts, language: Language): Promise<void> {
  const source = texts[language];
  if (!source || i18next.hasResourceBundle(language, namespace)) return Promise.resolve();
  if (typeof source !== 'function') {
    addBundles(namespace, language, source);
    return Promise.resolve();
  }
  const key = `${namespace}/${language}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = source().then(
      (bundles) => addBundles(namespace, language, bundles),
      // A failed fetch leaves the fallback language on screen; the next render tries again.
      () => void loading.delete(key),
    );
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Adds an app's namespace to the one i18next instance (a federation singleton). When no host
 * initialised i18next (a remote running alone, or a test), it initialises it first. Texts not
 * loaded yet (a remote running alone, which nobody awaited texts for) are asked for here, and
 * the page shows them once they arrive if it is still in their language.
 */
export function ensureI18n(
  namespace: string,
  texts: Texts,
  language = (i18next.language as Language | undefined) ?? 'en',
) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init(i18nOptions(language, [namespace]));
  }
  for (const lng of LANGUAGES) {
    const source = texts[lng];
    if (source && typeof source !== 'function') addBundles(namespace, lng, source);
  }
  // An app with no texts of its own in this language has nothing to wait for: telling every
  // translated part of the page that the language changed would render each of them again.
  if (texts[language] && !i18next.hasResourceBundle(language, namespace)) {
    void loadTexts(namespace, texts, language).then(() => {
      if (i18next.language === language) void i18next.changeLanguage(language);
    });
  }
  return i18next;
}

export interface RemoteRootProps {
  shellProps: ShellProps;
  namespace: string;
  resources: Texts;
  /** Given in tests for isolation; apps keep one cache and one store for their lifetime. */
  cache?: Cache;
  store?: ReturnType<typeof createStore>;
  children: ReactNode;
}

const SWR_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };

/**
 * The remotes' SWR cache and jotai store, and SWR's mutate bound to that cache (writes that
 * reach the hooks reading the key). SWR keeps a cache's listeners and in-flight requests for as
 * long as the first SWRConfig that used the cache stays mounted, and drops them when it unmounts,
 * even while other exposed modules (a header widget, the next page) still read the cache. So the
 * cache is first taken up by a root of its own, outside the page, that lives as long as the page.
 */
const app = onePerPage('app', () => {
  const state = {
    cache: new Map() as Cache,
    store: createStore(),
    mutate: null as ScopedMutator | null,
  };
  function AppMutator() {
    state.mutate = useSWRConfig().mutate;
    return null;
  }
  if (typeof document !== 'undefined') {
    const keeper = createRoot(document.createElement('div'));
    flushSync(() =>
      keeper.render(
        <SWRConfig value={{ provider: () => state.cache, ...SWR_OPTIONS }}>
          <AppMutator />
        </SWRConfig>,
      ),
    );
  }
  return state;
});

/** An SWR cache entry as if it had been fetched: data, neither loading nor validating. */
const loadedEntry = (data: unknown) => ({
  data,
  error: undefined,
  isLoading: false,
  isValidating: false,
});

/**
 * The page's server data in a cache. On the server, a cache of its own for the render (the
 * module's cache outlives requests, and no visitor's data may reach another's page); in the
 * browser, the remotes' cache, where entries are only added, never replace data fetched since.
 * Either way, the first render reads exactly what the server rendered with, so it hydrates.
 */
function withInitialData(cache: Cache, initialData: InitialData | undefined): Cache {
  if (!initialData) return cache;
  const target = typeof document === 'undefined' ? new Map() : cache;
  for (const [key, data] of Object.entries(initialData)) {
    // An entry without data is another module's call on its way (the header's menu, say):
    // the page still starts with what it was rendered with.
    if (target.get(key)?.data === undefined) target.set(key, loadedEntry(data));
  }
  return target;
}

/** The keys of the server's data whose hooks have not mounted yet, by the data they came in. */
const unmountedServed = new WeakMap<InitialData, Set<string>>();

/** The HTML carries the server's data: the first hook on each of its keys asks the API nothing. */
function servedOnce(initialData: InitialData): Middleware {
  let keys = unmountedServed.get(initialData);
  if (!keys) unmountedServed.set(initialData, (keys = new Set(Object.keys(initialData))));
  const waiting = keys;
  return (useSWRNext) => (key, fetcher, config) => {
    const id = unstable_serialize(key);
    const served = waiting.has(id);
    useEffect(() => void waiting.delete(id), [id]);
    return useSWRNext(key, fetcher, served ? { ...config, revalidateOnMount: false } : config);
  };
}

/**
 * Fetches a page's data ahead of its render (an exposed module's `prefetch`): the page's loader,
 * the one its server render uses, with the API client of the request's session. What it returns
 * joins the remotes' cache under the keys that hold no data yet. A key no hook has asked for gets a
 * loaded entry, as the server's data does, so the page's first render has it (and SWR refreshes
 * it on mount). A key a page is already waiting for (the click came first) gets it through SWR
 * (mutate), which tells that page: an entry written behind SWR's back under a request on its way
 * left the page waiting for ever. Data the app has is left as it is. A failure is dropped: the
 * page fetches as it would.
 */
export function prefetchData(load: PageDataLoader, request: PrefetchRequest): Promise<void> {
  const { url, language, apiUrl, token } = request;
  const api = createApiClient({ baseUrl: apiUrl, getToken: () => token });
  return load({ url, language, signedIn: token !== null }, api).then(
    async (data) => {
      const waiting: Promise<unknown>[] = [];
      for (const [key, value] of Object.entries(data)) {
        const entry = app.cache.get(key);
        if (entry === undefined) app.cache.set(key, loadedEntry(value));
        else if (entry.data === undefined && app.mutate)
          waiting.push(app.mutate(key, value, { revalidate: false }));
      }
      await Promise.all(waiting);
    },
    () => undefined,
  );
}

/** The providers every exposed module wraps itself in. */
export function RemoteRoot({
  shellProps,
  namespace,
  resources,
  cache,
  store,
  children,
}: RemoteRootProps) {
  const i18n = ensureI18n(namespace, resources);
  const { initialData } = shellProps;
  const swr = useMemo(() => {
    const swrCache = withInitialData(cache ?? app.cache, initialData);
    // The served data is also SWR's fallback: hydration reads what SWR held before the first
    // write to a key in the browser, and a header module of the same remote may already have
    // started a request for one of the page's keys (the menu's categories), leaving that empty.
    const provider = () => swrCache;
    return initialData
      ? { ...SWR_OPTIONS, provider, use: [servedOnce(initialData)], fallback: initialData }
      : { ...SWR_OPTIONS, provider };
  }, [cache, initialData]);
  const [props] = useState(() => shellPropsStore(shellProps));
  props.current = shellProps;
  useEffect(() => props.listeners.forEach((listener) => listener()), [props, shellProps]);
  return (
    <ShellPropsContext.Provider value={props}>
      <I18nextProvider i18n={i18n} defaultNS={namespace}>
        <JotaiProvider store={store ?? app.store}>
          <SWRConfig value={swr}>{children}</SWRConfig>
        </JotaiProvider>
      </I18nextProvider>
    </ShellPropsContext.Provider>
  );
}

/** An exposed module's component: the feature's page in the app's RemoteRoot. */
export function remotePage(Page: ComponentType, namespace: string, resources: Texts) {
  return function RemotePage(props: ShellProps) {
    return (
      <RemoteRoot shellProps={props} namespace={namespace} resources={resources}>
        <Page />
      </RemoteRoot>
    );
  };
}

export { afterNextPaint } from './after-next-paint';
export { useDebouncedValue } from './use-debounced-value';
export { useNearViewport } from './use-near-viewport';
export { HydrateWhenNear } from './hydrate-when-near';
export { useHydrating, useHydrationMount } from './use-hydrating';
export {
  Pagination,
  pageWindow,
  type PaginationPart,
  type PaginationText,
  type PaginationProps,
} from './pagination';
export { GoTopButton, useScrolledPast } from './go-top-button';
export { Icon, type IconProps } from './icon';
export { Modal, type ModalProps } from './modal';
export { Field, type FieldProps } from './field';
export {
  useForm,
  type Form,
  type FormOptions,
  type FormRules,
  type TextKeys,
  type FlagKeys,
} from './use-form';
