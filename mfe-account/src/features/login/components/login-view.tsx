import { AccountPage } from '../../../components/account-page';
import { SignedOutOnly } from '../../../components/signed-out-only';
import { LoginForm } from './login-form';

const LINKS = { '/forgot-password': 'forgotLink', '/signup': 'signupLink' };

/** The /login page: the form and the ways out of it (spec section 2). */
export function LoginView() {
  return (
    <SignedOutOnly>
      <AccountPage page="login" links={LINKS}>
        <LoginForm />
      </AccountPage>
    </SignedOutOnly>
  );
}
