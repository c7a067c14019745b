import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoTopButton } from '@shop/ui';
import { Outlet } from 'react-router-dom';
import { AddProductModal } from '../../features/products/components/add-product-modal';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import './admin.css';

/**
 * On a phone the sidebar would fill the first screen: there it starts folded (the top bar's menu
 * button opens it).
 */
const NARROW = '(max-width: 760px)';

/** The admin's own frame: the shell draws no header, footer or banner under /admin. */
export function AdminLayout() {
  const { t } = useTranslation();
  const [sidebarActive, setSidebarActive] = useState(
    () => typeof window.matchMedia !== 'function' || !window.matchMedia(NARROW).matches,
  );
  return (
    <div className="admin-root">
      <Sidebar active={sidebarActive} />
      <div className="admin-main">
        <TopBar sidebarActive={sidebarActive} onToggleSidebar={() => setSidebarActive((a) => !a)} />
        <main className="admin-content">
          <Outlet />
        </main>
      </div>
      <AddProductModal />
      <GoTopButton label={t('layout.goTop')} className="admin-go-top" />
    </div>
  );
}
