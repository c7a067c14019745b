import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export interface AccountLinksProps {
  signedIn: boolean;
  isAdmin: boolean;
  onLogout: () => void;
}

/** Account and Logout when signed in (Account leads staff to the admin), otherwise Login and Signup. */
export function AccountLinks({ signedIn, isAdmin, onLogout }: AccountLinksProps) {
  const { t } = useTranslation('common');
  if (!signedIn) {
    return (
      <ul className="shell-account">
        <li>
          <Link to="/login">{t('nav.login')}</Link>
        </li>
        <li>
          <Link to="/signup">{t('nav.signup')}</Link>
        </li>
      </ul>
    );
  }
  return (
    <ul className="shell-account">
      <li>
        <Link to={isAdmin ? '/admin/dashboard' : '/invitations'}>{t('nav.account')}</Link>
      </li>
      <li>
        <button type="button" className="shell-link-button" onClick={onLogout}>
          {t('nav.logout')}
        </button>
      </li>
    </ul>
  );
}
