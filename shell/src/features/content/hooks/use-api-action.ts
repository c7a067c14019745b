import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiClient, toast } from '@shop/contracts';

export type ContentApi = ReturnType<typeof createApiClient>;

/**
 * Runs one call of the content API and reports the outcome with a toast. Answers whether the
 * call succeeded so that the form can reset itself only when the server stored the data.
 */
export function useApiAction<A extends unknown[]>(
  apiUrl: string,
  call: (api: ContentApi, ...args: A) => Promise<unknown>,
  successMessage: string,
) {
  const { t } = useTranslation('content');
  const api = useMemo(() => createApiClient({ baseUrl: apiUrl }), [apiUrl]);
  const [sending, setSending] = useState(false);

  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      setSending(true);
      try {
        await call(api, ...args);
        toast(successMessage, 'success');
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        toast(t('common.sendFailed', { error: message }), 'error');
        return false;
      } finally {
        setSending(false);
      }
    },
    [api, call, successMessage, t],
  );

  return { run, sending };
}
