import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import { setupApiServer } from '@shop/contracts/testing';
import type { Language, SessionUser } from '@shop/contracts';
import { languageAtom } from '../lib/preferences';
import { App } from '../app/app';
import { configAtom } from '../lib/config';
import i18next from 'i18next';
import { initI18n } from '../app/i18n';
import es from '../app/locale-es';
import pt from '../app/locale-pt';
import { tokenAtom } from '../lib/session';

/** The API every test file that renders the shell talks to (MSW, listening for the file). */
export const api = setupApiServer();

export const TEST_CONFIG = {
  apiUrl: 'http://api.test/api',
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

export interface RenderShellOptions {
  route?: string;
  token?: string | null;
  /** The user GET /user/me (and its currency GET /user/settings) answers; null leaves both to the test. */
  user?: SessionUser | null;
  language?: Language;
}

/** The whole shell in a memory router, with the API faked at the network edge. */
export function renderShell({
  route = '/',
  token = null,
  user = buildUser(),
  language = 'en',
}: RenderShellOptions = {}) {
  initI18n(language);
  // The browser loads a language's texts as a chunk when it is chosen; tests have them all.
  for (const [lng, bundles] of [
    ['es', es],
    ['pt', pt],
  ] as const)
    for (const [ns, texts] of Object.entries(bundles))
      i18next.addResourceBundle(lng, ns, texts, true, true);
  localStorage.clear();
  if (user) {
    const { currencyId, currencyCode } = user.settings;
    api.on({
      'GET /user/me': { body: user },
      'GET /user/settings': { body: { currencyId, currencyCode } },
    });
  }
  const store = createStore();
  store.set(configAtom, TEST_CONFIG);
  store.set(languageAtom, language);
  if (token) store.set(tokenAtom, token);
  const view = render(
    <App
      store={store}
      router={(children) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}
    />,
  );
  return { ...view, store, api };
}

/** The exposed modules the shell has mounted inside an element (the remote stubs name them). */
export function mountedModules(scope: HTMLElement = document.body): string[] {
  return Array.from(scope.querySelectorAll<HTMLElement>('[data-testid="remote-stub"]')).map(
    (stub) => stub.dataset.module ?? '',
  );
}
