import useSWRMutation from 'swr/mutation';
import { useTranslation } from 'react-i18next';
import { createApiClient, type ContactPayload } from '@shop/contracts';
import { sendToasts } from '../../../lib/send-toasts';

/** Stores a contact message through POST {apiUrl}/contact; `trigger` answers true when stored. */
export function useSendContact(apiUrl: string) {
  const { t } = useTranslation('content');
  return useSWRMutation(
    'contact',
    async (_key, { arg }: { arg: ContactPayload }) => {
      await createApiClient({ baseUrl: apiUrl }).contact(arg);
      return true;
    },
    sendToasts(t, t('contact.sent')),
  );
}
