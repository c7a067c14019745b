import type { TFunction } from 'i18next';
import { toast } from '@shop/contracts';

/**
 * The useSWRMutation options of a form sent to the shop's content API: the outcome as a toast
 * (`t` is the content namespace's). Its `trigger` answers undefined when the call failed, so
 * the form resets itself only when the server stored the data.
 */
export const sendToasts = (t: TFunction, successMessage: string) => ({
  onSuccess: () => toast(successMessage, 'success'),
  onError: (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    toast(t('common.sendFailed', { error: message }), 'error');
  },
  throwOnError: false as const,
});
