import { useMemo } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import useSWR from 'swr';
import { createApiClient, type ShellSession, type UserSettings } from '@shop/contracts';
import { configAtom } from './config';

/** localStorage; none on the server, which never holds a token. */
const browserStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The token is kept as the raw string under the key `token` (spec section 4). */
const rawStringStorage = {
  getItem: (key: string, initialValue: string | null) =>
    browserStorage()?.getItem(key) ?? initialValue,
  setItem: (key: string, value: string | null) =>
    value === null ? browserStorage()?.removeItem(key) : browserStorage()?.setItem(key, value),
  removeItem: (key: string) => browserStorage()?.removeItem(key),
};

const storedTokenAtom = atomWithStorage<string | null>('token', null, rawStringStorage, {
  getOnInit: true,
});

/** The token held; setting it starts a session with it (a login, a page built for one). */
export const tokenAtom = atom(
  (get) => get(storedTokenAtom),
  (_get, set, token: string | null) => set(storedTokenAtom, token),
);

export const signOutAtom = atom(null, (_get, set) => set(storedTokenAtom, null));

/** The shell's one API client; it reads the token as each call starts, so it outlives sessions. */
export function useShellApi() {
  const { apiUrl } = useAtomValue(configAtom);
  const store = useStore();
  return useMemo(
    () => createApiClient({ baseUrl: apiUrl, getToken: () => store.get(tokenAtom) }),
    [apiUrl, store],
  );
}

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The one source of the session: GET /user/me and GET /user/settings for the token held (spec
 * sections 4, 7 and 8), in the shell's SWR cache; keyed by the token, so a sign-out forgets them.
 */
export function useSessionQueries() {
  const token = useAtomValue(tokenAtom);
  const api = useShellApi();
  const user = useSWR(token ? ['user/me', token] : null, () => api.me(), ONCE);
  const settings = useSWR(token ? ['user/settings', token] : null, () => api.userSettings(), ONCE);
  return { token, user, settings };
}

const DEFAULT_SETTINGS: UserSettings = {
  currencyId: 1,
  currencyCode: 'BTC',
  language: 'en',
  darkMode: false,
  emailNotifications: true,
};

/**
 * What remotes receive: null without a token; `loading` (the token only) until the user
 * answers, then `ready` with the user. The currency is the one GET /user/settings answered,
 * emptied (no id, no code) when it failed, so prices fall back to the shop's own currency.
 */
export function useSession(): ShellSession | null {
  const { token, user, settings } = useSessionQueries();
  return useMemo(() => {
    if (!token) return null;
    const currency = settings.data
      ? { currencyId: settings.data.currencyId, currencyCode: settings.data.currencyCode }
      : settings.error
        ? { currencyId: 0, currencyCode: '' }
        : {};
    if (!user.data) {
      const profile = { firstName: '', lastName: '', avatarUrl: '' };
      const unknown = { nickname: '', email: '', role: 'customer' as const, profile };
      return {
        status: 'loading',
        token,
        ...unknown,
        settings: { ...DEFAULT_SETTINGS, ...currency },
      };
    }
    const { nickname, email, role, profile } = user.data;
    const ready = { nickname, email, role, profile };
    return { status: 'ready', token, ...ready, settings: { ...user.data.settings, ...currency } };
  }, [token, user.data, settings.data, settings.error]);
}
