import useSWRMutation from 'swr/mutation';
import { useTranslation } from 'react-i18next';
import { useShellApi } from './session';
import { sendToasts } from './send-toasts';

/** Stores a newsletter subscription through POST /newsletter; `trigger` answers true when stored. */
export function useSubscribe() {
  const { t } = useTranslation('content');
  const api = useShellApi();
  return useSWRMutation(
    'newsletter',
    async (_key, { arg }: { arg: string }) => {
      await api.newsletter(arg);
      return true;
    },
    sendToasts(t, t('newsletter.subscribed')),
  );
}
