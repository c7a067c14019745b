import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../../../lib/use-upload-image';

export interface ImageFieldProps {
  label: string;
  url: string;
  onUploaded: (url: string) => void;
}

/** A file input that uploads the chosen image at once and keeps its URL. */
export function ImageField({ label, url, onUploaded }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { trigger: upload, uploading, busy } = useUploadImage();

  return (
    <div className="admin-field admin-image-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        {...busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const uploaded = await upload(file);
          if (uploaded) onUploaded(uploaded);
        }}
      />
      <span className="admin-muted" aria-live="polite">
        {uploading ? t('upload.uploading') : url ? t('upload.ready') : ''}
      </span>
      {url && <img src={url} alt="" width={64} height={64} className="admin-thumb" />}
    </div>
  );
}
