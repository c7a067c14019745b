import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { toast, type ApiError } from '@shop/contracts';
import { EMPTY_CURRENCY, currencyAtom, tokenAtom, userAtom } from '../../lib/session';
import { useShellApi } from './use-api';

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * Loads the signed-in user and, as spec sections 4, 7 and 8 ask, the user settings whenever a
 * token is held. A 200 keeps the settings' currency; a failure empties it and says why: "user
 * settings: api error" when no answer came, the reply's error text otherwise. A refused token
 * (401) says nothing here: the API client signs the visitor out as for any call.
 */
export function useSessionSync() {
  const token = useAtomValue(tokenAtom);
  const setUser = useSetAtom(userAtom);
  const setCurrency = useSetAtom(currencyAtom);
  const api = useShellApi();
  const { t } = useTranslation('common');
  const user = useSWR(token ? ['user/me', token] : null, () => api.me(), ONCE);
  const settings = useSWR(token ? ['user/settings', token] : null, () => api.userSettings(), ONCE);
  useEffect(() => {
    setUser(user.data ?? null);
  }, [user.data, setUser]);
  useEffect(() => {
    if (settings.data) {
      const { currencyId, currencyCode } = settings.data;
      setCurrency({ currencyId, currencyCode });
    } else if (settings.error) {
      setCurrency(EMPTY_CURRENCY);
    } else {
      setCurrency(null);
    }
  }, [settings.data, settings.error, setCurrency]);
  useEffect(() => {
    const apiError = settings.error as ApiError | undefined;
    if (!apiError || apiError.status === 401) return;
    toast(apiError.network ? t('toast.settingsApiError') : apiError.message, 'error');
  }, [settings.error, t]);
  useEffect(() => {
    // No answer at all is already reported by the settings load above.
    const apiError = user.error as ApiError | undefined;
    if (!apiError || apiError.status === 401 || apiError.network) return;
    toast(apiError.message, 'error');
  }, [user.error]);
  return { loading: Boolean(token) && !user.data && !user.error };
}
