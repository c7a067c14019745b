import { useSend } from './use-send';

/** Stores a newsletter subscription through POST /newsletter; `trigger` answers true when stored. */
export const useSubscribe = () =>
  useSend('newsletter', (api, email: string) => api.newsletter(email), 'newsletter.subscribed');
