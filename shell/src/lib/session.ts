import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { SessionUser, ShellSession } from '@shop/contracts';

/** The token is kept as the raw string under the key `token` (spec section 4). */
const rawStringStorage = {
  getItem: (key: string, initialValue: string | null) => localStorage.getItem(key) ?? initialValue,
  setItem: (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value),
  removeItem: (key: string) => localStorage.removeItem(key),
};

export const tokenAtom = atomWithStorage<string | null>('token', null, rawStringStorage, {
  getOnInit: true,
});

/** The signed-in user as the API describes it; null until loaded. */
export const userAtom = atom<SessionUser | null>(null);

/**
 * The currency GET /user/settings answered (spec sections 4, 7 and 8): null until it answers,
 * emptied (no id, no code) when it failed, so prices fall back to the shop's own currency.
 */
export type LoadedCurrency = { currencyId: number; currencyCode: string };
export const EMPTY_CURRENCY: LoadedCurrency = { currencyId: 0, currencyCode: '' };
export const currencyAtom = atom<LoadedCurrency | null>(null);

const DEFAULT_SETTINGS = {
  currencyId: 1,
  currencyCode: 'BTC',
  language: 'en',
  darkMode: false,
  emailNotifications: true,
};

/** What remotes receive: present as soon as a token is held, completed once the user loads. */
export const sessionAtom = atom<ShellSession | null>((get) => {
  const token = get(tokenAtom);
  if (!token) return null;
  const user = get(userAtom);
  const currency = get(currencyAtom);
  return {
    token,
    nickname: user?.nickname ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'customer',
    profile: user?.profile ?? { firstName: '', lastName: '', avatarUrl: '' },
    settings: { ...(user?.settings ?? DEFAULT_SETTINGS), ...currency },
  };
});

export const signOutAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(userAtom, null);
  set(currencyAtom, null);
});
