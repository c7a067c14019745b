import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Role } from '@shop/contracts';

export interface AccountLinksProps {
  signedIn: boolean;
  /** Null until the API said whose the session is: Account waits for it. */
  role: Role | null;
  onLogout: () => void;
}

/** Account and Logout when signed in (Account leads staff to the admin), otherwise Login and Signup. */
export function AccountLinks({ signedIn, role, onLogout }: AccountLinksProps) {
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
      {role && (
        <li>
          <Link to={role === 'admin' ? '/admin/dashboard' : '/invitations'}>
            {t('nav.account')}
          </Link>
        </li>
      )}
      <li>
        <button type="button" className="shell-link-button" onClick={onLogout}>
          {t('nav.logout')}
        </button>
      </li>
    </ul>
  );
}
