import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The sidebar's screens; the ones still placeholders carry the Coming Soon tooltip. */
const LINKS = [
  { key: 'products', to: 'products' },
  { key: 'salesOrders', to: 'sales-orders' },
  { key: 'purchaseOrders', to: 'purchase-orders' },
  { key: 'customers', to: 'customers' },
  { key: 'addresses', to: 'addresses', comingSoon: true },
  { key: 'settings', to: 'settings' },
  { key: 'stores', to: 'stores', comingSoon: true },
  { key: 'shipments', to: 'shipments', comingSoon: true },
] as const;

export const SIDEBAR_ID = 'admin-sidebar';

export function Sidebar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <aside id={SIDEBAR_ID} className="admin-sidebar" hidden={!active}>
      <Link to="/admin/dashboard" className="admin-brand">
        {t('layout.brand')}
      </Link>
      <nav aria-label={t('layout.navigation')}>
        <ul>
          <li>
            {/* The spec's Dashboard entry leads back to the shop's home. */}
            <Link to="/">{t('nav.dashboard')}</Link>
          </li>
          {LINKS.map((link) => (
            <li key={link.key}>
              <NavLink
                to={`/admin/${link.to}`}
                aria-describedby={'comingSoon' in link ? `admin-soon-${link.key}` : undefined}
              >
                {t(`nav.${link.key}`)}
              </NavLink>
              {'comingSoon' in link && (
                <span id={`admin-soon-${link.key}`} role="tooltip" className="admin-tooltip">
                  {t('nav.comingSoon')}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
