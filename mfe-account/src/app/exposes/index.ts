import type { RemoteExposes } from '@shop/contracts';
import LoginPage from './login-page';
import SignupPage from './signup-page';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';
import InvitationsPage from './invitations-page';

/**
 * This remote's side of the typed federation contract: every module the contract names, with the
 * props the shell gives it. exposes.cjs (the build's map) must list the same names and files (a
 * test checks), so renaming an expose fails the type check or that test.
 */
export const exposed = {
  './LoginPage': LoginPage,
  './SignupPage': SignupPage,
  './ForgotPasswordPage': ForgotPasswordPage,
  './ResetPasswordPage': ResetPasswordPage,
  './InvitationsPage': InvitationsPage,
} satisfies RemoteExposes<'mfe_account'>;
