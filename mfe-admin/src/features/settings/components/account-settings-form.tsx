import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shop/contracts';
import { Field, useForm, useShellProps } from '@shop/ui';
import { useAction } from '../../../lib/use-action';
import { useSaveAccountSettings, type AccountSettings } from '../api';

/** Account settings: language, email notifications and theme, applied by the shell once saved. */
export function AccountSettingsForm() {
  const { t, i18n } = useTranslation();
  const { session, theme } = useShellProps();
  const save = useSaveAccountSettings();
  const { values, set, field, flag } = useForm<AccountSettings>(() => ({
    language: i18n.language as Language,
    theme,
    emailNotifications: session?.settings.emailNotifications ?? true,
  }));
  const { isMutating, trigger } = useAction('admin/account-settings', async () => {
    await save(values);
    return t('settings.saved');
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void trigger();
  }

  return (
    <form className="admin-card admin-form" onSubmit={submit} aria-labelledby="admin-account-title">
      <h2 id="admin-account-title">{t('settings.account.title')}</h2>
      <Field
        prefix="admin"
        label={t('settings.account.language')}
        {...field('language')}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`settings.account.languages.${l}`) }))}
      />
      <Field
        prefix="admin"
        label={t('settings.account.emailNotifications')}
        {...flag('emailNotifications')}
      />
      <Field
        prefix="admin"
        label={t('settings.account.darkTheme')}
        type="checkbox"
        checked={values.theme === 'dark'}
        onChange={(e) => set('theme', e.target.checked ? 'dark' : 'light')}
      />
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
