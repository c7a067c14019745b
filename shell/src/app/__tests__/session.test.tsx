import { act, screen, waitFor } from '@testing-library/react';
import { emit } from '@shop/contracts';
import { fakeApi } from '@shop/contracts/testing';
import { renderShell } from '../../testing/render-shell';
import { tokenAtom, userAtom } from '../../features/session/state';
import { darkModeAtom, languageAtom } from '../../features/preferences/state';
import { EXPIRED_REDIRECT_MS } from '../../features/session/use-shell-events';

describe('the session', () => {
  afterEach(() => jest.useRealTimers());

  it('is restored from the token and completed with the user from the API', async () => {
    const { store, api } = renderShell({ route: '/products', token: 'tok' });
    await screen.findByRole('button', { name: 'Logout' });
    await act(async () => {});
    expect(store.get(userAtom)?.email).toBe('shopper@shop.test');
    const me = api.calls.find((c) => c.path === '/user/me');
    expect(me?.headers.Authorization).toBe('Bearer tok');
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
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    act(() => emit('session:expired', { message: 'Expired token' }));
    expect(store.get(tokenAtom)).toBeNull();
    expect(screen.getByText('Expired token')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(EXPIRED_REDIRECT_MS);
    });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('ends the session when a remote signs out, and applies saved settings', async () => {
    const { store } = renderShell({ route: '/about', token: 'tok' });
    await screen.findByRole('button', { name: 'Logout' });
    act(() => emit('settings:changed', { language: 'es', theme: 'dark' }));
    expect(store.get(languageAtom)).toBe('es');
    expect(store.get(darkModeAtom)).toBe(true);
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

  it('reports a failed user load with the spec message', async () => {
    const api = fakeApi({
      'GET /user/me': () => {
        throw new TypeError('offline');
      },
    });
    renderShell({ route: '/about', token: 'tok', user: null, api });
    expect(await screen.findByText('user settings: api error')).toBeInTheDocument();
  });
});
