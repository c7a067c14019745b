import { useEffect } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { EXPIRED_TOKEN, on, toast } from '@shop/contracts';
import { darkModeAtom, languageAtom } from '../preferences/state';
import { signOutAtom, tokenAtom } from './state';
import { useSignOut } from './use-sign-out';

/** Spec section 9: after an expired token the browser goes to / after 3 s. */
export const EXPIRED_REDIRECT_MS = 3000;

/** The shell's side of the event bus: session and settings published by remotes. */
export function useShellEvents() {
  const setToken = useSetAtom(tokenAtom);
  const signOut = useSetAtom(signOutAtom);
  const endSession = useSignOut();
  const setLanguage = useSetAtom(languageAtom);
  const setDarkMode = useSetAtom(darkModeAtom);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { t } = useTranslation('common');
  const store = useStore();

  useEffect(() => {
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
        // Calls refused together (the user and its settings) sign out and say so once.
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
        if (theme) setDarkMode(theme === 'dark');
        void mutate((key) => Array.isArray(key) && key[0] === 'user/me');
      }),
    ];
    return () => {
      clearTimeout(expiredTimer);
      offs.forEach((off) => off());
    };
  }, [endSession, mutate, navigate, setDarkMode, setLanguage, setToken, signOut, store, t]);
}
