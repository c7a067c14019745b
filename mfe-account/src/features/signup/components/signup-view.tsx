import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SignedOutOnly } from '../../../components/signed-out-only';
import { SignupForm } from './signup-form';

/** The /signup page: the form, a link home and one to log in instead (spec section 2). */
export function SignupView() {
  const { t } = useTranslation();
  return (
    <SignedOutOnly>
      <section className="account-page" aria-labelledby="account-signup-heading">
        <h2 id="account-signup-heading" className="account-heading">
          {t('signup.heading')}
        </h2>
        <p className="account-hint">{t('signup.intro')}</p>
        <SignupForm />
        <nav className="account-links" aria-label={t('signup.linksLabel')}>
          <Link className="account-link" to="/">
            {t('signup.homeLink')}
          </Link>
          <Link className="account-link" to="/login">
            {t('signup.loginLink')}
          </Link>
        </nav>
      </section>
    </SignedOutOnly>
  );
}
