import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { LANGUAGES, type Language, type Theme } from '@shop/contracts';

// localStorage in the browser; on the server none (each render sets its own store's values).
const storage = createJSONStorage<boolean>();
const languageStorage = createJSONStorage<Language>();

/** Dark mode, persisted in localStorage (spec section 4). */
const storedDarkModeAtom = atomWithStorage<boolean>('darkMode', false, storage, {
  getOnInit: true,
});

export const darkModeAtom = atom((get) => get(storedDarkModeAtom));

export const themeAtom = atom<Theme>((get) => (get(darkModeAtom) ? 'dark' : 'light'));

/** The header's toggle, saved settings, the theme a page is rendered on the server for. */
export const setThemeAtom = atom(null, (_get, set, theme: Theme) =>
  set(storedDarkModeAtom, theme === 'dark'),
);

function initialLanguage(): Language {
  const fromBrowser = typeof navigator === 'undefined' ? 'en' : navigator.language.slice(0, 2);
  return (LANGUAGES as string[]).includes(fromBrowser) ? (fromBrowser as Language) : 'en';
}

const baseLanguageAtom = atomWithStorage<Language>('language', initialLanguage(), languageStorage, {
  getOnInit: true,
});

/** The language, persisted; an unknown stored value falls back to en. */
export const languageAtom = atom(
  (get) => {
    const value = get(baseLanguageAtom);
    return LANGUAGES.includes(value) ? value : 'en';
  },
  (_get, set, language: Language) => set(baseLanguageAtom, language),
);
