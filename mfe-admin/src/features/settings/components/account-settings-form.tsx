import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toast, type Language } from '@shop/contracts';
import { useShellProps } from '@shop/contracts/react';
import { Field, SelectField } from '../../../components/fields';
import { errorMessage } from '../../../lib/error-message';
import { useSaveAccountSettings, type AccountSettings } from '../api';

/** Account settings: language, email notifications and theme, applied by the shell once saved. */
export function AccountSettingsForm() {
  const { t } = useTranslation();
  const { session, language, theme } = useShellProps();
  const save = useSaveAccountSettings();
  const [values, setValues] = useState<AccountSettings>({
    language,
    theme,
    emailNotifications: session?.settings.emailNotifications ?? true,
  });
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await save(values);
      toast(t('settings.saved'), 'success');
    } catch (error) {
      toast(errorMessage(error, t('common.failed')), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-card admin-form" onSubmit={submit} aria-labelledby="admin-account-title">
      <h2 id="admin-account-title">{t('settings.account.title')}</h2>
      <SelectField
        label={t('settings.account.language')}
        value={values.language}
        onChange={(e) => setValues((v) => ({ ...v, language: e.target.value as Language }))}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`settings.account.languages.${l}`) }))}
      />
      <Field
        label={t('settings.account.emailNotifications')}
        type="checkbox"
        checked={values.emailNotifications}
        onChange={(e) => setValues((v) => ({ ...v, emailNotifications: e.target.checked }))}
      />
      <Field
        label={t('settings.account.darkTheme')}
        type="checkbox"
        checked={values.theme === 'dark'}
        onChange={(e) => setValues((v) => ({ ...v, theme: e.target.checked ? 'dark' : 'light' }))}
      />
      <button type="submit" className="admin-button admin-button-primary" disabled={saving}>
        {t('settings.save')}
      </button>
    </form>
  );
}
