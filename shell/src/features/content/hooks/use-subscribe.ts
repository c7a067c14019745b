import { useTranslation } from 'react-i18next';
import { useApiAction, type ContentApi } from './use-api-action';

const subscribe = (api: ContentApi, email: string) => api.newsletter(email);

/** Stores a newsletter subscription through POST {apiUrl}/newsletter. */
export function useSubscribe(apiUrl: string) {
  const { t } = useTranslation('content');
  const { run, sending } = useApiAction(apiUrl, subscribe, t('newsletter.subscribed'));
  return { subscribe: run, sending };
}
