import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { emit, toast } from '@shop/contracts';
import { Icon, useSession } from '@shop/ui';
import { MenuButton } from '../../components/menu-button';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';
import { AddProductButton } from '../../features/products/components/add-product-modal';
import { SIDEBAR_ID } from './sidebar';

const MENU_ICON = 'M4 6h16M4 12h16M4 18h16';
const PERSON_ICON =
  'M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z';

export interface TopBarProps {
  sidebarActive: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ sidebarActive, onToggleSidebar }: TopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();

  function signOut() {
    // The shell owns the session: it clears it and goes home on this event.
    emit('session:logged-out', {});
    toast(t('layout.signedOut'), 'success');
  }

  return (
    <header className="admin-top-bar">
      <button
        type="button"
        className="admin-icon-button"
        aria-controls={SIDEBAR_ID}
        aria-expanded={sidebarActive}
        aria-label={t('layout.toggleSidebar')}
        onClick={onToggleSidebar}
      >
        <Icon d={MENU_ICON} stroke={2} />
      </button>
      <div className="admin-top-actions">
        <AddProductButton />
        <NotificationsMenu />
        <MenuButton
          label={t('layout.profileMenu', { name: session?.nickname ?? '' })}
          items={[
            {
              key: 'settings',
              label: t('nav.settings'),
              onSelect: () => navigate('/admin/settings'),
            },
            { key: 'sign-out', label: t('layout.signOut'), onSelect: signOut },
          ]}
        >
          <Icon d={PERSON_ICON} />
          {/* The button's label names the user: on a phone the icon alone, so the bar is one row. */}
          <span className="admin-top-name">{session?.nickname}</span>
        </MenuButton>
      </div>
    </header>
  );
}
