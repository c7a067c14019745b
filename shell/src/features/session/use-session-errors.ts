import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, type ApiError } from '@shop/contracts';
import { useSessionQueries } from '../../lib/session';

/**
 * Says why the session's loads failed (spec sections 4, 7 and 8): "user settings: api error"
 * when no answer came, the reply's error text otherwise. A refused token (401) says nothing
 * here: the API client signs the visitor out as for any call.
 */
export function useSessionErrors() {
  const { user, settings } = useSessionQueries();
  const { t } = useTranslation('common');
  useEffect(() => {
    const apiError = settings.error as ApiError | undefined;
    if (!apiError || apiError.status === 401) return;
    notifyError(apiError, t('toast.settingsApiError'));
  }, [settings.error, t]);
  useEffect(() => {
    // No answer at all is already reported by the settings load above.
    const apiError = user.error as ApiError | undefined;
    if (!apiError || apiError.status === 401 || apiError.network) return;
    notifyError(apiError, '');
  }, [user.error]);
}
