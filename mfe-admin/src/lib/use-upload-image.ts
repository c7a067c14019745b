import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, errorText } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';

/** Sends one image to the shop's upload endpoint and answers its URL (null when it failed). */
export function useUploadImage() {
  const api = useApi();
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File): Promise<string | null> {
    setUploading(true);
    try {
      const { url } = await api.admin.upload(file, file.name);
      toast(t('upload.done'), 'success');
      return url;
    } catch (error) {
      toast(errorText(error, t('upload.failed')), 'error');
      return null;
    } finally {
      setUploading(false);
    }
  }

  return { upload, uploading };
}
