import { useTranslation } from 'react-i18next';
import type { ContactPayload } from '@shop/contracts';
import { useApiAction, type ContentApi } from './use-api-action';

const sendContact = (api: ContentApi, payload: ContactPayload) => api.contact(payload);

/** Stores a contact message through POST {apiUrl}/contact. */
export function useSendContact(apiUrl: string) {
  const { t } = useTranslation('content');
  const { run, sending } = useApiAction(apiUrl, sendContact, t('contact.sent'));
  return { send: run, sending };
}
