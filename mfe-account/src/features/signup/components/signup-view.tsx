import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../../components/account-page';
import { SignedOutOnly } from '../../../components/signed-out-only';
import { SignupForm } from './signup-form';

const LINKS = { '/': 'homeLink', '/login': 'loginLink' };

/** The /signup page: the form, a link home and one to log in instead (spec section 2). */
export function SignupView() {
  const { t } = useTranslation();
  return (
    <SignedOutOnly>
      <AccountPage page="signup" links={LINKS}>
        <p className="account-hint">{t('signup.intro')}</p>
        <SignupForm />
      </AccountPage>
    </SignedOutOnly>
  );
}
