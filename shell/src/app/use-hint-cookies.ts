import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { languageAtom, themeAtom } from '../lib/preferences';
import { tokenAtom } from '../lib/session';

/** A year: the hints outlive a visit as the preferences in localStorage do. */
const MAX_AGE = 365 * 24 * 3600;

function setCookie(name: string, value: string | null) {
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax`;
}

/**
 * Tells the shell's server, in cookies it reads when it builds a page, what the first paint
 * should match: the theme, the language, and whether a visitor is signed in (a flag, never the
 * token, which stays in localStorage).
 */
export function useHintCookies() {
  const theme = useAtomValue(themeAtom);
  const language = useAtomValue(languageAtom);
  const signedIn = Boolean(useAtomValue(tokenAtom));
  useEffect(() => setCookie('shop_theme', theme), [theme]);
  useEffect(() => setCookie('shop_lang', language), [language]);
  useEffect(() => setCookie('shop_session', signedIn ? '1' : null), [signedIn]);
}
