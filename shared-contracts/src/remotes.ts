// By the package's own name, so the built dist/ finds it too (server/ ships beside dist/).
import { LANGUAGES, type Language } from '@shop/contracts/languages';
import type { Role, UserSettings, Profile, Theme } from './types';
import type { ApiClient } from './api-client';

/**
 * The federation contract, typed: each container, its exposed modules, and the props each takes.
 * A remote's registry (its pages.mjs) satisfies PageRegistry<its name> (a test checks it names
 * every expose, each file's component included) and the shell loads modules through
 * ExposedModule and ExposedProps, so renaming an expose on one side fails the other's type check.
 */
export interface ExposeMap {
  mfe_catalog: {
    HomePage: ShellProps;
    CategoriesPage: ShellProps;
    ProductsPage: ShellProps;
    ProductPage: ShellProps;
    /** The category tree with its own button; kept for shells before 2.10, which show it. */
    CategoryMenu: ShellProps;
    /** The category tree the shell's Categories button opens (since 2.10). */
    CategoryTree: ShellProps & HeaderDialogProps;
    ProductSearch: ShellProps & HeaderDialogProps;
    AboutPage: ShellProps;
    CustomerServicePage: ShellProps;
    ContactPage: ShellProps;
    FaqsPage: ShellProps;
    ComingSoonPage: ShellProps;
    BlogPage: ShellProps;
    SingleBlogPage: ShellProps;
    ComparePage: ShellProps;
    SizingGuidePage: ShellProps;
  };
  mfe_cart_checkout: {
    CartWidget: ShellProps;
    WishlistPanel: ShellProps & HeaderDialogProps;
    CartPage: ShellProps;
    CheckoutPage: ShellProps;
    TrackOrderPage: ShellProps;
  };
  mfe_account: {
    LoginPage: ShellProps;
    SignupPage: ShellProps;
    ForgotPasswordPage: ShellProps;
    ResetPasswordPage: ShellProps;
    InvitationsPage: ShellProps;
  };
  mfe_admin: {
    AdminApp: ShellProps;
  };
}

export type RemoteName = keyof ExposeMap;
export type ExposeName<R extends RemoteName = RemoteName> = keyof ExposeMap[R] & string;

/** The exposed modules of each container at run time: exactly the names of ExposeMap. */
export const REMOTES = {
  mfe_catalog: [
    'HomePage',
    'CategoriesPage',
    'ProductsPage',
    'ProductPage',
    'CategoryMenu',
    'CategoryTree',
    'ProductSearch',
    'AboutPage',
    'CustomerServicePage',
    'ContactPage',
    'FaqsPage',
    'ComingSoonPage',
    'BlogPage',
    'SingleBlogPage',
    'ComparePage',
    'SizingGuidePage',
  ],
  mfe_cart_checkout: ['CartWidget', 'WishlistPanel', 'CartPage', 'CheckoutPage', 'TrackOrderPage'],
  mfe_account: [
    'LoginPage',
    'SignupPage',
    'ForgotPasswordPage',
    'ResetPasswordPage',
    'InvitationsPage',
  ],
  mfe_admin: ['AdminApp'],
} as const satisfies { [R in RemoteName]: ReadonlyArray<ExposeName<R>> };

export type ExposedModule<R extends RemoteName = RemoteName> = {
  [K in R]: `${K}/${ExposeName<K>}`;
}[R];

/** The props of an exposed module, by its id (`mfe_catalog/HomePage`). */
export type ExposedProps<Id extends ExposedModule> = Id extends `${infer R}/${infer M}`
  ? R extends RemoteName
    ? M extends ExposeName<R>
      ? ExposeMap[R][M]
      : never
    : never
  : never;

/** What a remote's exposes must satisfy: a component for each expose, under its `./Name` key. */
export type RemoteExposes<R extends RemoteName> = {
  [M in ExposeName<R> as `./${M}`]: (props: ExposeMap[R][M]) => unknown;
};

/** Who may open a page or see a header module: anyone, or only a signed-in shopper. */
export type PageAccess = 'anyone' | 'signedIn';

/** A module of a remote's registry: its expose name and the source file that is it. */
export interface RegistryModule<R extends RemoteName> {
  expose: ExposeName<R>;
  /** Relative to the remote's folder: what the browser and the server build expose. */
  file: string;
  access: PageAccess;
}

/** A routed page of a remote's registry. */
export interface RegistryPage<R extends RemoteName> extends RegistryModule<R> {
  /** Its react-router pattern (`/product/:id`); a trailing `/*` gives it the paths below. */
  path: string;
  /** The shell's server renders it: the module exports `load` (ServerPageModule). */
  server?: boolean;
  /** An area with a layout of its own: no storefront frame or header around it. */
  ownLayout?: boolean;
}

/**
 * A remote's pages and header modules, declared once (its pages.mjs): its exposes, its server
 * build, the shell's route table, preloads and server module map, the API's vitals routes and the
 * remote's standalone harness all derive from it.
 */
export interface PageRegistry<R extends RemoteName> {
  remote: R;
  pages: ReadonlyArray<RegistryPage<R>>;
  /** What the shell's header shows on every storefront page. */
  header?: ReadonlyArray<RegistryModule<R>>;
  /** What the shell's header opens on demand (loaded when the shopper heads for its button). */
  dialogs?: ReadonlyArray<RegistryModule<R>>;
  /** Still exposed for the shells of earlier minors, which show them; this shell does not. */
  retired?: ReadonlyArray<RegistryModule<R>>;
}

/** The registry of any one remote. */
export type AnyPageRegistry = { [R in RemoteName]: PageRegistry<R> }[RemoteName];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Default dev/start ports of each app (the shell is 3000, the API 4000). */
export const PORTS: Record<RemoteName | 'shell' | 'api', number> = {
  shell: 3000,
  mfe_catalog: 3001,
  mfe_cart_checkout: 3002,
  mfe_account: 3003,
  mfe_admin: 3004,
  api: 4000,
};

/** `/config.json`, served by the shell's server from environment variables. */
export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<RemoteName, string>;
}

/**
 * `loading` while the shell holds a token but the API has not said whose it is yet: only `token`
 * is real then, and a remote shows no name, role or profile (nor guards by role) until `ready`.
 */
export type SessionStatus = 'loading' | 'ready';

export interface ShellSession {
  status: SessionStatus;
  token: string;
  nickname: string;
  email: string;
  role: Role;
  profile: Profile;
  settings: UserSettings;
}

export { LANGUAGES, type Language };

/** What the shell hands every exposed module. */
export interface ShellProps {
  session: ShellSession | null;
  /**
   * The language the page shows: i18next's, which changes once the shell has loaded every
   * module's texts in it (`loadTexts`). A module reads it from i18next
   * (`useTranslation().i18n.language`); the shell still hands it, as the contract binds it, for
   * the remotes built before 2.9.0 whose prices and dates read it here.
   */
  language?: Language;
  theme: Theme;
  apiUrl: string;
  /**
   * The page's API data as the shell's server fetched it through the remote's own server loader
   * (its SWR cache entries, by serialized key): the module starts with it instead of fetching
   * before its first paint. Only the page the server rendered receives it.
   */
  initialData?: InitialData;
}

/**
 * What the shell hands a header dialog or panel beside its props: the button that opens it is
 * the shell's (in the header from the first paint), the dialog or panel the remote's, mounted from
 * the first opening on so that what it holds (the last search) stays while it is closed.
 */
export interface HeaderDialogProps {
  open: boolean;
  onClose: () => void;
}

/** SWR cache entries by serialized key (`unstable_serialize`), as a server loader returns them. */
export type InitialData = Record<string, unknown>;

/**
 * What a remote's server build exposes for a page it can render on the shell's server: the page
 * itself and its loader, which fetches the page's data (public API calls only) for the URL.
 */
export interface ServerPageModule extends TextsLoader {
  default: (props: ShellProps) => unknown;
  load: (request: ServerPageRequest) => Promise<InitialData>;
  /**
   * The page's title as its data names it (a product's name, a category's), for the shell's
   * title banner in the server's markup; undefined leaves the banner its own. The page still
   * announces it in the browser (`ui:title-resolved`), as after a client render.
   */
  title?: (page: PageRequest, data: InitialData) => string | undefined;
  /**
   * The page's HTTP status as its data tells it: 404 when what the address names does not exist
   * (a product no one sells), so that crawlers, monitors and caches do not take it for a page.
   * Only a 4xx is taken; undefined is 200.
   */
  status?: (page: PageRequest, data: InitialData) => number | undefined;
}

/**
 * What an exposed module may export beside its component: the loader of its texts in a
 * language, which the shell awaits before it renders the module or switches to the language.
 */
export interface TextsLoader {
  loadTexts?: (language: Language) => Promise<void>;
}

/**
 * A page the shopper is about to open (the pointer rests on its link, a finger is on it, or the
 * keyboard reached it), as the shell hands it to the page's module.
 */
export interface PrefetchRequest {
  /** Path and query of the page. */
  url: string;
  /** The API as the browser reaches it. */
  apiUrl: string;
  language: Language;
  /** The session's token; null signed out. */
  token: string | null;
}

/**
 * What a page's exposed module may export to start fetching its data before it renders, so that
 * the click finds the data on its way or in (the data goes where the page's hooks read it).
 */
export interface DataPrefetcher {
  prefetch?: (request: PrefetchRequest) => void;
}

/** The page whose data a loader fetches, on the shell's server or ahead of a click. */
export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  language: Language;
  signedIn: boolean;
}

/**
 * A page's data loader: the page's SWR cache entries for the URL (by serialized key), fetched
 * with the API client it is given: the shell's server's (public calls only), or the browser's
 * with the session's token when the page is fetched ahead of a click.
 */
export type PageDataLoader = (page: PageRequest, api: ApiClient) => Promise<InitialData>;

export interface ServerPageRequest extends PageRequest {
  /** The API as the shell's server reaches it. */
  apiUrl: string;
  /** Gives up the API calls (the shell's time limit). */
  signal?: AbortSignal;
}
