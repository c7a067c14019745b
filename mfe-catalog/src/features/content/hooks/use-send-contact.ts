import type { ContactPayload } from '@shop/contracts';
import { useSend } from './use-send';

/** Stores a contact message through POST /contact; `trigger` answers true when stored. */
export const useSendContact = () =>
  useSend('contact', (api, message: ContactPayload) => api.contact(message), 'contact.sent');
