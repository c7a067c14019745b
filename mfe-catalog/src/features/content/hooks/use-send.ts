import useSWRMutation from 'swr/mutation';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';
import { errorText, toast, type ApiClient } from '@shop/contracts';
import { useApi } from '@shop/ui';

/**
 * A form sent to the shop's content API, with the outcome as a toast (`sentKey` names the
 * content namespace's success text; a failure shows the server's text, or a translated one when it
 * did not answer). Its `trigger` answers true when the server stored the
 * data and undefined when the call failed, so the form resets itself only on success.
 */
export function useSend<Arg>(
  key: string,
  send: (api: ApiClient, arg: Arg) => Promise<unknown>,
  sentKey: string,
) {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const api = useApi();
  const sent = t(sentKey);
  return useSWRMutation(
    key,
    async (_key, { arg }: { arg: Arg }) => {
      await send(api, arg);
      return true;
    },
    {
      onSuccess: () => toast(sent, 'success'),
      onError: (error: unknown) => {
        const message = errorText(error, t('common.noAnswer'));
        toast(t('common.sendFailed', { error: message }), 'error');
      },
      throwOnError: false,
    },
  );
}
