import { mountStandalone } from '@shop/ui/standalone';
import LoginPage from './exposes/login-page';
import SignupPage from './exposes/signup-page';
import ForgotPasswordPage from './exposes/forgot-password-page';
import ResetPasswordPage from './exposes/reset-password-page';
import InvitationsPage from './exposes/invitations-page';

mountStandalone('mfe_account', [
  { path: '/login', Component: LoginPage },
  { path: '/signup', Component: SignupPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/invitations', Component: InvitationsPage },
]);
