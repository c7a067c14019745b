import useSWRMutation from 'swr/mutation';
import { useTranslation } from 'react-i18next';
import { toast, notifyError } from '@shop/contracts';
import { useApi } from '@shop/ui';

/** Sends one image to the shop's upload endpoint; `trigger` answers its URL (undefined when it failed). */
export function useUploadImage() {
  const api = useApi();
  const { t } = useTranslation();
  return useSWRMutation(
    'admin/upload',
    async (_key, { arg: file }: { arg: File }) => (await api.admin.upload(file, file.name)).url,
    {
      onSuccess: () => toast(t('upload.done'), 'success'),
      onError: (error: unknown) => notifyError(error, t('upload.failed')),
      throwOnError: false,
    },
  );
}
