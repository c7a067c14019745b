import userEvent from '@testing-library/user-event';
import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { emit, on } from '@shop/contracts';
import { App } from '../app';
import { setConfigAtom } from '../../lib/config';
import { initI18n } from '../i18n';
import {
  TEST_CONFIG,
  api,
  buildUser,
  fakeSignOutAndCurrency,
  mountedModules,
  renderShell,
} from '../../testing/render-shell';
import { tokenAtom } from '../../lib/session';
import { darkModeAtom, languageAtom, setThemeAtom } from '../../lib/preferences';
import { EXPIRED_REDIRECT_MS, useShellEvents } from '../../features/session/use-shell-events';

beforeEach(fakeSignOutAndCurrency);

/** A shopper whose saved currency is ETH. */
const ETH_USER = buildUser({ settings: { ...buildUser().settings, currencyCode: 'ETH' } });

/** The catalogue page's stub: it shows the session the shell handed it. */
const pageStub = () =>
  screen
    .getAllByTestId('remote-stub')
    .find((stub) => stub.dataset.module === 'mfe_catalog/ProductsPage');

/** Moves the fake clock on, with the renders it sets off. */
/** Runs `run` as a browser runs React, outside act: one render or commit can be seen alone. */
async function outsideAct(run: () => Promise<void>) {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await run();
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('the session', () => {
  afterEach(() => jest.useRealTimers());

  it('is restored from the token and completed with the user from the API', async () => {
    const { api } = renderShell({ route: '/products', token: 'tok' });
    await screen.findByRole('button', { name: 'Logout' });
    await waitFor(() => expect(pageStub()).toHaveAttribute('data-email', 'shopper@shop.test'));
    expect(pageStub()).toHaveAttribute('data-session', 'ready');
    const me = api.calls.find((c) => c.path === '/user/me');
    expect(me?.headers.authorization).toBe('Bearer tok');
  });

  it('restores a token saved under the localStorage key "token" when the shell starts', async () => {
    initI18n('en');
    localStorage.clear();
    localStorage.setItem('token', 'saved');
    api.on({
      'GET /user/me': { body: ETH_USER },
      'GET /user/settings': { body: { currencyId: 2, currencyCode: 'ETH' } },
    });
    const store = createStore();
    store.set(setConfigAtom, TEST_CONFIG);
    render(
      <App
        store={store}
        router={(children) => (
          <MemoryRouter initialEntries={['/products']}>{children}</MemoryRouter>
        )}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(store.get(tokenAtom)).toBe('saved');
    await waitFor(() => expect(pageStub()).toHaveAttribute('data-currency', 'ETH'));
    expect(api.calls.find((c) => c.path === '/user/me')?.headers.authorization).toBe(
      'Bearer saved',
    );
    expect(pageStub()).toHaveAttribute('data-signed-in', 'yes');
  });

  it('is loading for remotes until the user answers, with no role or name made up', async () => {
    const user = buildUser();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.on({
      'GET /user/me': async () => {
        await held;
        return { body: user };
      },
      'GET /user/settings': {
        body: { currencyId: user.settings.currencyId, currencyCode: user.settings.currencyCode },
      },
    });
    renderShell({ route: '/products', token: 'tok-loading', user: null });
    await waitFor(() => expect(pageStub()).toHaveAttribute('data-session', 'loading'));
    expect(pageStub()).toHaveAttribute('data-signed-in', 'yes');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    await act(async () => answer());
    await waitFor(() => expect(pageStub()).toHaveAttribute('data-session', 'ready'));
    expect(pageStub()).toHaveAttribute('data-role', 'customer');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/invitations');
  });

  it('reaches a remote in a render after the urgent one, which leaves the page as it was', async () => {
    const { store } = renderShell({ route: '/products', token: 'tok' });
    await waitFor(() => expect(pageStub()).toHaveAttribute('data-email', 'shopper@shop.test'));
    // A synchronous update, as SWR's store makes when the user answers (here the theme, which
    // reaches remotes beside the session): outside act, so that one render can be seen alone.
    await outsideAct(async () => {
      flushSync(() => store.set(setThemeAtom, 'dark'));
      // The header has it at once; the page is not rendered again in that render.
      expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(pageStub()).toHaveAttribute('data-theme', 'light');
      await waitFor(() => expect(pageStub()).toHaveAttribute('data-theme', 'dark'));
    });
  });

  it('loads no user without a token', async () => {
    const { api } = renderShell({ route: '/about' });
    await screen.findByRole('link', { name: 'Login' });
    await act(async () => {});
    expect(api.calls.filter((c) => c.path === '/user/me')).toEqual([]);
  });

  it('stores the token a remote hands over and says login: successful', async () => {
    const { store } = renderShell({ route: '/login' });
    act(() => emit('session:logged-in', { token: 'fresh' }));
    expect(store.get(tokenAtom)).toBe('fresh');
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(await screen.findByText('login: successful')).toBeInTheDocument();
  });

  it('on an expired token logs out, shows the message and goes home after 3 s', async () => {
    jest.useFakeTimers();
    const { store } = renderShell({ route: '/cart', token: 'old' });
    await advance(10);
    act(() => emit('session:expired', { message: 'Expired token' }));
    expect(store.get(tokenAtom)).toBeNull();
    await advance(10);
    expect(screen.getByText('Expired token')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    await advance(EXPIRED_REDIRECT_MS - 10);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(mountedModules(screen.getByRole('main'))).toEqual(['mfe_catalog/HomePage']);
  });

  it('logs out on an Expired token answer from a call, and goes home only after 3 s', async () => {
    jest.useFakeTimers();
    api.on({ 'GET /user/me': { status: 401, body: { error: 'Expired token' } } });
    const { store } = renderShell({ route: '/checkout', token: 'old', user: null });
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Expired token')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await advance(EXPIRED_REDIRECT_MS - 100);
    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    await advance(100);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(mountedModules(screen.getByRole('main'))).toEqual(['mfe_catalog/HomePage']);
  });

  it('hears a refused token answered before the effects of the commit that mounts it run', async () => {
    // In a browser the effects of a hydration commit run in a task after it, and a call started
    // in that commit (SWR's first load) can be answered before: the shell must be listening.
    initI18n('en');
    const store = createStore();
    store.set(tokenAtom, 'old');
    const toasts: string[] = [];
    const off = on('ui:toast-requested', ({ message }) => toasts.push(message));
    function RefusedOnMount() {
      useLayoutEffect(() => {
        queueMicrotask(() => emit('session:expired', { message: 'Invalid token' }));
      }, []);
      return null;
    }
    function Listening() {
      useShellEvents();
      return <RefusedOnMount />;
    }
    const root = createRoot(document.createElement('div'));
    await outsideAct(async () => {
      try {
        startTransition(() =>
          root.render(
            <MemoryRouter>
              <Provider store={store}>
                <Listening />
              </Provider>
            </MemoryRouter>,
          ),
        );
        await waitFor(() =>
          expect(toasts).toEqual(['Your session has ended. Please log in again.']),
        );
        expect(store.get(tokenAtom)).toBeNull();
      } finally {
        root.unmount();
        off();
      }
    });
  });

  it('says the session expired in the visitor language', async () => {
    renderShell({ route: '/about', token: 'old', language: 'es' });
    await screen.findByRole('button', { name: 'Cerrar sesión' });
    act(() => emit('session:expired', { message: 'Expired token' }));
    expect(await screen.findByText('La sesión ha caducado')).toBeInTheDocument();
  });

  it('ends the session when a remote signs out, and applies saved settings', async () => {
    const { store } = renderShell({ route: '/about', token: 'tok' });
    await screen.findByRole('button', { name: 'Logout' });
    act(() => emit('settings:changed', { language: 'es', theme: 'dark' }));
    expect(store.get(languageAtom)).toBe('es');
    expect(store.get(darkModeAtom)).toBe(true);
    // The page speaks it once its texts are in.
    await screen.findByRole('button', { name: 'Cerrar sesión' });
    act(() => emit('session:logged-out', {}));
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('reloads the user when a remote saved the profile', async () => {
    const { api } = renderShell({ route: '/about', token: 'tok' });
    await screen.findByRole('button', { name: 'Logout' });
    await act(async () => {});
    const before = api.calls.filter((c) => c.path === '/user/me').length;
    await act(async () => emit('settings:changed', {}));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/user/me').length).toBe(before + 1),
    );
  });

  it('ends the session on the API when the header Logout or a remote signs out', async () => {
    const { api, store } = renderShell({ route: '/about', token: 'tok' });
    api.on({ 'POST /auth/logout': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(store.get(tokenAtom)).toBeNull();
    const logouts = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/auth/logout');
    expect(logouts().map((c) => c.headers.authorization)).toEqual(['Bearer tok']);
    act(() => store.set(tokenAtom, 'second'));
    act(() => emit('session:logged-out', {}));
    expect(store.get(tokenAtom)).toBeNull();
    expect(logouts().map((c) => c.headers.authorization)).toEqual(['Bearer tok', 'Bearer second']);
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Your session has ended. Please log in again.'],
    ['pt', 'Sua sessão terminou. Faça login novamente.'],
  ] as const)('signs out when the API says the session ended, in %s', async (language, text) => {
    api.on({ 'GET /user/me': { status: 401, body: { error: 'Session ended' } } });
    const { store } = renderShell({ route: '/about', token: 'revoked', user: null, language });
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('reports a failed user load with the spec message', async () => {
    const offline = () => {
      throw new TypeError('offline');
    };
    api.on({ 'GET /user/me': offline, 'GET /user/settings': offline });
    renderShell({ route: '/about', token: 'tok', user: null });
    expect(await screen.findByText('user settings: api error')).toBeInTheDocument();
  });
});

describe('the user settings (spec sections 4, 7 and 8)', () => {
  const currencyOfPage = () => pageStub()?.getAttribute('data-currency');

  it('are loaded with the token, and their currency kept on 200', async () => {
    api.on({
      'GET /user/me': { body: buildUser() },
      'GET /user/settings': { body: { currencyId: 7, currencyCode: 'SAT' } },
    });
    renderShell({ route: '/products', token: 'tok-200', user: null });
    await waitFor(() => expect(currencyOfPage()).toBe('SAT'));
    const call = api.calls.find((c) => c.path === '/user/settings');
    expect(call?.headers.authorization).toBe('Bearer tok-200');
  });

  it('are not requested without a token', async () => {
    const { api } = renderShell({ route: '/about' });
    await screen.findByRole('link', { name: 'Login' });
    await act(async () => {});
    expect(api.calls.filter((c) => c.path === '/user/settings')).toEqual([]);
  });

  it('are emptied and reported as "user settings: api error" when the API cannot be reached', async () => {
    api.on({
      'GET /user/me': { body: ETH_USER },
      'GET /user/settings': () => {
        throw new TypeError('offline');
      },
    });
    renderShell({ route: '/products', token: 'tok-offline', user: null });
    expect(await screen.findByText('user settings: api error')).toBeInTheDocument();
    await waitFor(() => expect(currencyOfPage()).toBe(''));
  });

  it("are emptied and the reply's error shown when the API answers otherwise than 200", async () => {
    api.on({
      'GET /user/me': { body: ETH_USER },
      'GET /user/settings': { status: 404, body: { error: 'User not found' } },
    });
    renderShell({ route: '/products', token: 'tok-404', user: null });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    await waitFor(() => expect(currencyOfPage()).toBe(''));
    expect(screen.queryByText('user settings: api error')).not.toBeInTheDocument();
  });

  it('leave an expired token to the usual logout', async () => {
    const expired = { status: 401, body: { error: 'Expired token' } };
    api.on({ 'GET /user/me': expired, 'GET /user/settings': expired });
    const { store } = renderShell({ route: '/about', token: 'old', user: null });
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    // One "Expired token" message: the logout's, not a second one from the settings load.
    expect(await screen.findAllByText('Expired token')).toHaveLength(1);
  });
});
