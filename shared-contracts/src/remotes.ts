import type { Role, UserSettings, Profile } from './types';

/** The federation contract: container names, their exposed modules, and the props they take. */
export const REMOTES = {
  mfe_catalog: ['HomePage', 'CategoriesPage', 'ProductsPage', 'ProductPage', 'CategoryMenu'],
  mfe_cart_checkout: ['CartWidget', 'CartPage', 'CheckoutPage', 'TrackOrderPage'],
  mfe_account: [
    'LoginPage',
    'SignupPage',
    'ForgotPasswordPage',
    'ResetPasswordPage',
    'InvitationsPage',
  ],
  mfe_admin: ['AdminApp'],
} as const;

export type RemoteName = keyof typeof REMOTES;
export type ExposedModule<R extends RemoteName = RemoteName> =
  `${R}/${(typeof REMOTES)[R][number]}`;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Default dev/start ports of each app (the shell is 3000, the API 4000). */
export const PORTS: Record<RemoteName | 'shell' | 'api', number> = {
  shell: 3000,
  mfe_catalog: 3001,
  mfe_cart_checkout: 3002,
  mfe_account: 3003,
  mfe_admin: 3004,
  api: 4000,
};

/** `/config.json`, served by the shell's server from environment variables. */
export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<RemoteName, string>;
}

export interface ShellSession {
  token: string;
  nickname: string;
  email: string;
  role: Role;
  profile: Profile;
  settings: UserSettings;
}

export type Language = 'en' | 'es' | 'pt';
export const LANGUAGES: Language[] = ['en', 'es', 'pt'];
export type Theme = 'light' | 'dark';

/** What the shell hands every exposed module. */
export interface ShellProps {
  session: ShellSession | null;
  language: Language;
  theme: Theme;
  apiUrl: string;
}
