import { useTranslation } from 'react-i18next';
import { AccountSettingsForm } from './account-settings-form';
import { InvitationsSection } from './invitations-section';
import { ProfileForm } from './profile-form';
import { ShopSettingsForm } from './shop-settings-form';

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <section className="admin-page">
      <h1>{t('settings.title')}</h1>
      <div className="admin-settings-grid">
        <ProfileForm />
        <AccountSettingsForm />
        <ShopSettingsForm />
      </div>
      <InvitationsSection />
    </section>
  );
}
