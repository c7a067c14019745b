import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SignedOutOnly } from '../../../components/signed-out-only';
import { LoginForm } from './login-form';

/** The /login page: the form and the ways out of it (spec section 2). */
export function LoginView() {
  const { t } = useTranslation();
  return (
    <SignedOutOnly>
      <section className="account-page" aria-labelledby="account-login-heading">
        <h2 id="account-login-heading" className="account-heading">
          {t('login.heading')}
        </h2>
        <LoginForm />
        <nav className="account-links" aria-label={t('login.linksLabel')}>
          <Link className="account-link" to="/forgot-password">
            {t('login.forgotLink')}
          </Link>
          <Link className="account-link" to="/signup">
            {t('login.signupLink')}
          </Link>
        </nav>
      </section>
    </SignedOutOnly>
  );
}
