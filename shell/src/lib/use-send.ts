import useSWRMutation from 'swr/mutation';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/contracts';
import { useShellApi } from './session';

/**
 * A form sent to the shop's content API, with the outcome as a toast (`sentKey` names the
 * content namespace's success text). Its `trigger` answers true when the server stored the
 * data and undefined when the call failed, so the form resets itself only on success.
 */
export function useSend<Arg>(
  key: string,
  send: (api: ReturnType<typeof useShellApi>, arg: Arg) => Promise<unknown>,
  sentKey: string,
) {
  const { t } = useTranslation('content');
  const api = useShellApi();
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
        const message = error instanceof Error ? error.message : String(error);
        toast(t('common.sendFailed', { error: message }), 'error');
      },
      throwOnError: false,
    },
  );
}
