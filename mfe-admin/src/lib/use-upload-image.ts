import type { MouseEvent } from 'react';
import useSWRMutation from 'swr/mutation';
import { useTranslation } from 'react-i18next';
import { toast, notifyError } from '@shop/contracts';
import { useApi } from '@shop/ui';

/**
 * Sends one image to the shop's upload endpoint; `trigger` answers its URL (undefined when it
 * failed). `busy` goes on the file input: while an upload runs it is aria-disabled and its picker
 * stays shut, and it keeps the keyboard's focus, which a disabled input would lose.
 */
export function useUploadImage() {
  const api = useApi();
  const { t } = useTranslation();
  const mutation = useSWRMutation(
    'admin/upload',
    async (_key, { arg: file }: { arg: File }) => (await api.admin.upload(file, file.name)).url,
    {
      onSuccess: () => toast(t('upload.done'), 'success'),
      onError: (error: unknown) => notifyError(error, t('upload.failed')),
      throwOnError: false,
    },
  );
  const uploading = mutation.isMutating;
  const busy = {
    'aria-disabled': uploading || undefined,
    onClick: (event: MouseEvent) => {
      if (uploading) event.preventDefault();
    },
  };
  return { trigger: mutation.trigger, uploading, busy };
}
