import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signupRules, toast } from '@shop/contracts';
import { Field, useForm, useSession } from '@shop/ui';
import { useAction } from '../../../lib/use-action';
import { useUploadImage } from '../../../lib/use-upload-image';
import { useSaveProfile } from '../api';

const RULES = { nickname: signupRules.nickname };

function AvatarField({ url, onUploaded }: { url: string; onUploaded: (url: string) => void }) {
  const { t } = useTranslation();
  const { trigger: upload, busy } = useUploadImage();
  return (
    <Field
      prefix="admin"
      label={t('settings.profile.avatar')}
      type="file"
      accept="image/*"
      {...busy}
      onChange={async (e) => {
        const file = (e.target as HTMLInputElement).files?.[0];
        const uploaded = file ? await upload(file) : null;
        if (uploaded) onUploaded(uploaded);
      }}
      hint={
        url ? (
          <img
            className="admin-avatar admin-avatar-lg"
            src={url}
            alt={t('settings.profile.avatarPreview')}
          />
        ) : null
      }
    />
  );
}

/** Profile settings: the user name (nickname) and an avatar uploaded like product images. */
export function ProfileForm() {
  const { t } = useTranslation();
  const session = useSession();
  const save = useSaveProfile();
  const { values, valid, set, field } = useForm(
    () => ({ nickname: session?.nickname ?? '', avatarUrl: session?.profile.avatarUrl ?? '' }),
    { rules: RULES },
  );
  const { isMutating, trigger } = useAction('admin/profile', async () => {
    await save({ nickname: values.nickname.trim(), avatarUrl: values.avatarUrl });
    return t('settings.saved');
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The message is a toast, and the focus stays where it is.
    if (!valid) return toast(t('settings.profile.nameRequired'), 'error');
    void trigger();
  }

  return (
    <form className="admin-card admin-form" onSubmit={submit} aria-labelledby="admin-profile-title">
      <h2 id="admin-profile-title">{t('settings.profile.title')}</h2>
      <Field
        prefix="admin"
        label={t('settings.profile.userName')}
        required
        {...field('nickname')}
      />
      <AvatarField url={values.avatarUrl} onUploaded={(url) => set('avatarUrl', url)} />
      <button
        type="submit"
        className="admin-button admin-button-primary"
        aria-disabled={isMutating || undefined}
      >
        {t('settings.save')}
      </button>
    </form>
  );
}
