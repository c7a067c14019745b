import useSWRMutation from 'swr/mutation';
import { useTranslation } from 'react-i18next';
import type { ContactPayload } from '@shop/contracts';
import { useShellApi } from '../../../lib/session';
import { sendToasts } from '../../../lib/send-toasts';

/** Stores a contact message through POST /contact; `trigger` answers true when stored. */
export function useSendContact() {
  const { t } = useTranslation('content');
  const api = useShellApi();
  return useSWRMutation(
    'contact',
    async (_key, { arg }: { arg: ContactPayload }) => {
      await api.contact(arg);
      return true;
    },
    sendToasts(t, t('contact.sent')),
  );
}
