import type { TFunction } from 'i18next';
import { toast, notifyError } from '@shop/contracts';

/**
 * The useSWRMutation options of a user's action in the admin: the message it answers as a toast,
 * the API's error text as an error toast. Its `trigger` then answers the message, or undefined
 * when the action failed.
 */
export const actionToasts = (t: TFunction) => ({
  onSuccess: (message: string) => toast(message, 'success'),
  onError: (error: unknown) => notifyError(error, t('common.failed')),
  throwOnError: false as const,
});
