import { useLayoutEffect } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { EXPIRED_TOKEN, on, toast } from '@shop/contracts';
import { languageAtom, setThemeAtom } from '../../lib/preferences';
import { signOutAtom, tokenAtom } from '../../lib/session';
import { useSignOut } from './use-sign-out';

/** Spec section 9: after an expired token the browser goes to / after 3 s. */
export const EXPIRED_REDIRECT_MS = 3000;

/** The shell's side of the event bus: session and settings published by remotes. */
export function useShellEvents() {
  const setToken = useSetAtom(tokenAtom);
  const signOut = useSetAtom(signOutAtom);
  const endSession = useSignOut();
  const setLanguage = useSetAtom(languageAtom);
  const setTheme = useSetAtom(setThemeAtom);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { t } = useTranslation('common');
  const store = useStore();

  // Listening from the commit that mounts the shell, not from its effects, which in a browser
  // run in a later task: a call started in that commit (the session's first loads) can be
  // refused before they run, and its session:expired would find nobody listening.
  useLayoutEffect(() => {
    let expiredTimer: ReturnType<typeof setTimeout> | undefined;
    const offs = [
      on('session:logged-in', ({ token }) => {
        setToken(token);
        toast(t('toast.loginSuccessful'), 'success');
      }),
      on('session:logged-out', () => {
        endSession();
        navigate('/');
      }),
      on('session:expired', ({ message }) => {
        // Calls made together (the page's and the header's) can each be refused: the first one
        // signs the visitor out and says so, the others find no session left to end.
        if (!store.get(tokenAtom)) return;
        signOut();
        // An expired token says so; any other refused token means its session has ended.
        toast(
          message === EXPIRED_TOKEN ? t('toast.expiredToken') : t('toast.sessionEnded'),
          'error',
        );
        clearTimeout(expiredTimer);
        expiredTimer = setTimeout(() => navigate('/'), EXPIRED_REDIRECT_MS);
      }),
      on('settings:changed', ({ language, theme }) => {
        if (language) setLanguage(language);
        if (theme) setTheme(theme);
        void mutate((key) => Array.isArray(key) && key[0] === 'user/me');
      }),
    ];
    return () => {
      clearTimeout(expiredTimer);
      offs.forEach((off) => off());
    };
  }, [endSession, mutate, navigate, setLanguage, setTheme, setToken, signOut, store, t]);
}
