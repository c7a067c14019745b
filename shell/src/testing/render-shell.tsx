import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { LocationProbe, setupApiServer } from '@shop/testing';
import type { Language, SessionUser } from '@shop/contracts';
import { languageAtom } from '../lib/preferences';
import { App } from '../app/app';
import { setConfigAtom } from '../lib/config';
import i18next from 'i18next';
import { initI18n } from '../app/i18n';
import es from '../app/locale-es';
import pt from '../app/locale-pt';
import { tokenAtom } from '../lib/session';
import type { ServedPage } from '../lib/federation/served-page';
import { remoteComponent } from '../lib/federation/load-remote';

/** The API every test file that renders the shell talks to (MSW, listening for the file). */
export const api = setupApiServer();

export const API_URL = 'http://api.test/api';

export const TEST_CONFIG = {
  apiUrl: API_URL,
  remotes: {
    mfe_catalog: 'http://catalog.test/mf-manifest.json',
    mfe_cart_checkout: 'http://cart.test/mf-manifest.json',
    mfe_account: 'http://account.test/mf-manifest.json',
    mfe_admin: 'http://admin.test/mf-manifest.json',
  },
};

export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    nickname: 'shopper',
    email: 'shopper@shop.test',
    userType: 'customer',
    role: 'customer',
    lastSession: null,
    profile: { firstName: 'Sam', lastName: 'Shopper', avatarUrl: '' },
    darkMode: false,
    settings: {
      currencyId: 1,
      currencyCode: 'BTC',
      language: 'en',
      darkMode: false,
      emailNotifications: true,
    },
    ...overrides,
  };
}

/** Signing out revokes the session and a signed-in shell asks for the currency. */
export function fakeSignOutAndCurrency() {
  const { currencyId, currencyCode } = buildUser().settings;
  api.on({
    'POST /auth/logout': { status: 204 },
    'GET /user/settings': { body: { currencyId, currencyCode } },
  });
}

export interface RenderShellOptions {
  route?: string;
  token?: string | null;
  /** The user GET /user/me (and its currency GET /user/settings) answers; null leaves both to the test. */
  user?: SessionUser | null;
  language?: Language;
  /** The page the shell's server rendered into the HTML, as the browser reads it from its data block. */
  servedPage?: ServedPage | null;
}

/** The shell's i18next, with every language's texts and a store booted with the test config. */
function setUp(language: Language, token: string | null = null) {
  initI18n(language);
  // The browser loads a language's texts as a chunk when it is chosen; tests have them all.
  for (const [lng, bundles] of [
    ['es', es],
    ['pt', pt],
  ] as const)
    for (const [ns, texts] of Object.entries(bundles))
      i18next.addResourceBundle(lng, ns, texts, true, true);
  const store = createStore();
  store.set(setConfigAtom, TEST_CONFIG);
  store.set(languageAtom, language);
  if (token) store.set(tokenAtom, token);
  return store;
}

/** The whole shell in a memory router, with the API faked at the network edge. */
export function renderShell({
  route = '/',
  token = null,
  user = buildUser(),
  language = 'en',
  servedPage = null,
}: RenderShellOptions = {}) {
  localStorage.clear();
  const store = setUp(language, token);
  if (user) {
    const { currencyId, currencyCode } = user.settings;
    api.on({
      'GET /user/me': { body: user },
      'GET /user/settings': { body: { currencyId, currencyCode } },
    });
  }
  const view = render(
    <App
      store={store}
      router={(children) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}
      pageRender={servedPage ? { page: servedPage, remoteComponent } : undefined}
    />,
  );
  return { ...view, store, api };
}

export interface RenderContentOptions {
  route?: string;
  language?: Language;
  /** Pass jest.advanceTimersByTime when the test runs on fake timers. */
  advanceTimers?: (ms: number) => void;
}

/** One of the shell's components (a content page, the footer) in a memory router. */
export function renderContent(ui: ReactElement, options: RenderContentOptions = {}) {
  const { route = '/', language = 'en', advanceTimers } = options;
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <Provider store={setUp(language)}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, user };
}

/** The exposed modules the shell has mounted inside an element (the remote stubs name them). */
export function mountedModules(scope: HTMLElement = document.body): string[] {
  return Array.from(scope.querySelectorAll<HTMLElement>('[data-testid="remote-stub"]')).map(
    (stub) => stub.dataset.module ?? '',
  );
}
