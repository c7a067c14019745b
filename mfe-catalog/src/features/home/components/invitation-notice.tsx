import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A signed-out visitor's home: the catalogue opens after signing in, and sign-up needs an invitation. */
export function InvitationNotice() {
  const { t } = useTranslation();
  return (
    <section className="catalog-invite" aria-labelledby="catalog-invite-title">
      <h2 id="catalog-invite-title">{t('home.invite.title')}</h2>
      <p>{t('home.invite.text')}</p>
      <p className="catalog-invite__actions">
        <Link to="/login" className="catalog-button catalog-button--primary">
          {t('home.invite.login')}
        </Link>
        <Link to="/signup" className="catalog-button">
          {t('home.invite.signup')}
        </Link>
      </p>
    </section>
  );
}
