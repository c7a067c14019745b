import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { emit, toast } from '@shop/contracts';
import { useSession } from '@shop/contracts/react';
import { MenuButton } from '../../components/menu-button';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';
import { AddProductButton } from '../../features/products/components/add-product-modal';
import { SIDEBAR_ID } from './sidebar';

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
        <span aria-hidden="true">☰</span>
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
          <span className="admin-avatar admin-avatar-initials" aria-hidden="true">
            {(session?.nickname ?? '?').slice(0, 1).toUpperCase()}
          </span>
          <span aria-hidden="true">{session?.nickname}</span>
        </MenuButton>
      </div>
    </header>
  );
}
