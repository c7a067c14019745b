import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/contracts';
import { useSession } from '@shop/contracts/react';
import { Field } from '../../../components/fields';
import { errorMessage } from '../../../lib/error-message';
import { useUploadImage } from '../../../lib/use-upload-image';
import { useSaveProfile } from '../api';

/** Profile settings: the user name (nickname) and an avatar uploaded like product images. */
export function ProfileForm() {
  const { t } = useTranslation();
  const session = useSession();
  const save = useSaveProfile();
  const { upload, uploading } = useUploadImage();
  const [nickname, setNickname] = useState(session?.nickname ?? '');
  const [avatarUrl, setAvatarUrl] = useState(session?.profile.avatarUrl ?? '');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!nickname.trim()) return toast(t('settings.profile.nameRequired'), 'error');
    setSaving(true);
    try {
      await save({ nickname: nickname.trim(), avatarUrl });
      toast(t('settings.saved'), 'success');
    } catch (error) {
      toast(errorMessage(error, t('common.failed')), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-card admin-form" onSubmit={submit} aria-labelledby="admin-profile-title">
      <h2 id="admin-profile-title">{t('settings.profile.title')}</h2>
      <Field
        label={t('settings.profile.userName')}
        required
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
      />
      <Field
        label={t('settings.profile.avatar')}
        type="file"
        accept="image/*"
        disabled={uploading}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          const url = file ? await upload(file) : null;
          if (url) setAvatarUrl(url);
        }}
        hint={
          avatarUrl ? (
            <img
              className="admin-avatar admin-avatar-lg"
              src={avatarUrl}
              alt={t('settings.profile.avatarPreview')}
            />
          ) : null
        }
      />
      <button
        type="submit"
        className="admin-button admin-button-primary"
        disabled={saving || uploading}
      >
        {t('settings.save')}
      </button>
    </form>
  );
}
