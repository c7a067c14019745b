import type { Language, Theme } from '@shop/contracts';
import { emit } from '@shop/contracts';
import { useApi } from '@shop/ui';

export interface AccountSettings {
  language: Language;
  theme: Theme;
  emailNotifications: boolean;
}

/** Saves the admin's own settings, then asks the shell to apply language and theme. */
export function useSaveAccountSettings() {
  const api = useApi();
  return async ({ language, theme, emailNotifications }: AccountSettings) => {
    const saved = await api.updateSettings({
      language,
      darkMode: theme === 'dark',
      emailNotifications,
    });
    emit('settings:changed', { language, theme });
    return saved;
  };
}

/** Saves the admin's profile, then tells the shell so its session shows the new name. */
export function useSaveProfile() {
  const api = useApi();
  return async (profile: { nickname: string; avatarUrl: string }) => {
    const saved = await api.updateProfile(profile);
    emit('settings:changed', {});
    return saved;
  };
}
