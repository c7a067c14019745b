import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '@shop/ui';
import { AccountLinks, type AccountLinksProps } from './account-links';
import { PreferencesControls, type PreferencesControlsProps } from './preferences-controls';

export interface HeaderProps extends AccountLinksProps, PreferencesControlsProps {
  /** Slots the app fills: the category tree, the blog menu, search, cart and wishlist. */
  categoryMenu?: ReactNode;
  blogMenu?: ReactNode;
  search?: ReactNode;
  cartWidget?: ReactNode;
  wishlist?: ReactNode;
}

const MENU_IDS = 'shell-menu-account shell-menu-links';

/**
 * Below 720 px the account, preferences and page links fold behind one Menu button (CSS hides the
 * regions while it is closed); search, wishlist and cart stay in view at every width.
 */
function useMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // An open dropdown inside the header (categories, blog) closes first, on its own.
    if (event.currentTarget.querySelector('[aria-expanded="true"]:not(.shell-menu-toggle)')) return;
    setOpen(false);
    toggleRef.current?.focus();
  };
  return { open, setOpen, toggleRef, onKeyDown };
}

export function Header(props: HeaderProps) {
  const { t } = useTranslation('common');
  const sticky = useScrolledPast();
  const menu = useMenu();
  const state = menu.open ? 'open' : 'closed';
  return (
    <header className="shell-header" data-menu={state} onKeyDown={menu.onKeyDown}>
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="shell-topbar">
        <Link to="/" className="shell-logo" aria-label={t('home')}>
          <span aria-hidden="true">₿</span> {t('brand')}
        </Link>
        <button
          ref={menu.toggleRef}
          type="button"
          className="shell-icon-button shell-menu-toggle"
          aria-expanded={menu.open}
          aria-controls={MENU_IDS}
          onClick={() => menu.setOpen((value) => !value)}
        >
          <span aria-hidden="true" className="shell-menu-icon" />
          <span className="shell-menu-label">{t('nav.menu')}</span>
        </button>
        <div id="shell-menu-account" className="shell-menu-region shell-topbar-end">
          <PreferencesControls {...props} />
          <AccountLinks {...props} />
        </div>
      </div>
      <div
        className={sticky ? 'shell-nav-holder shell-nav-holder--sticky' : 'shell-nav-holder'}
        data-sticky={sticky}
      >
        <nav className="shell-nav" aria-label={t('nav.main')}>
          <div id="shell-menu-links" className="shell-menu-region shell-nav-links">
            <Link to="/" className="shell-nav-home">
              {t('nav.home')}
            </Link>
            {props.categoryMenu}
            {props.blogMenu}
          </div>
          <div className="shell-nav-actions">
            {props.search}
            {props.wishlist}
            {props.cartWidget}
          </div>
        </nav>
      </div>
    </header>
  );
}
