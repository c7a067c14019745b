import useSWRMutation from 'swr/mutation';
import { useTranslation } from 'react-i18next';
import { createApiClient } from '@shop/contracts';
import { sendToasts } from './send-toasts';

/** Stores a newsletter subscription through POST {apiUrl}/newsletter; `trigger` answers true when stored. */
export function useSubscribe(apiUrl: string) {
  const { t } = useTranslation('content');
  return useSWRMutation(
    'newsletter',
    async (_key, { arg }: { arg: string }) => {
      await createApiClient({ baseUrl: apiUrl }).newsletter(arg);
      return true;
    },
    sendToasts(t, t('newsletter.subscribed')),
  );
}
