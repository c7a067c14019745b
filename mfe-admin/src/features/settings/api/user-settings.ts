import type { Language, Theme } from '@shop/contracts';
import { emit } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';

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

export function useSaveProfile() {
  const api = useApi();
  return (profile: { nickname: string; avatarUrl: string }) => api.updateProfile(profile);
}
