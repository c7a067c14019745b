import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { toast, type ApiError } from '@shop/contracts';
import { tokenAtom, userAtom } from '../../lib/session';
import { useShellApi } from './use-api';

/** Loads the signed-in user (and with it the settings and currency) whenever a token is held. */
export function useSessionSync() {
  const token = useAtomValue(tokenAtom);
  const setUser = useSetAtom(userAtom);
  const api = useShellApi();
  const { t } = useTranslation('common');
  const { data, error } = useSWR(token ? ['user/me', token] : null, () => api.me(), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  useEffect(() => {
    setUser(data ?? null);
  }, [data, setUser]);
  useEffect(() => {
    const apiError = error as ApiError | undefined;
    if (!apiError || apiError.status === 401) return;
    toast(apiError.network ? t('toast.settingsApiError') : apiError.message, 'error');
  }, [error, t]);
  return { loading: Boolean(token) && !data && !error };
}
