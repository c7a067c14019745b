import type { ContactPayload } from '@shop/contracts';
import { useApi } from '@shop/ui';
import { useSend } from '@shop/ui/content-blocks';
import { PAGES_NAMESPACE } from '../texts';

/** Stores a contact message through POST /contact; `trigger` answers true when stored. */
export const useSendContact = () =>
  useSend('contact', (api, message: ContactPayload) => api.contact(message), {
    ns: PAGES_NAMESPACE,
    sentKey: 'contact.sent',
    api: useApi(),
  });
