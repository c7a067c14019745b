import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, errorText } from '@shop/contracts';

/**
 * Runs a user's action once at a time: busy while it runs, its success message as a toast, the
 * API's error text as an error toast. Answers whether it succeeded.
 */
export function useAction<A extends unknown[]>(run: (...args: A) => Promise<string | void>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function act(...args: A): Promise<boolean> {
    setBusy(true);
    try {
      const message = await run(...args);
      if (message) toast(message, 'success');
      return true;
    } catch (error) {
      toast(errorText(error, t('common.failed')), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, act };
}
