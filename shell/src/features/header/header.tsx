import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AccountLinks, type AccountLinksProps } from './account-links';
import { PreferencesControls, type PreferencesControlsProps } from './preferences-controls';
import { useScrolledPast } from './use-scrolled-past';

export interface HeaderProps extends AccountLinksProps, PreferencesControlsProps {
  /** Slots the app fills: the category tree, the blog menu, search, cart and wishlist. */
  categoryMenu?: ReactNode;
  blogMenu?: ReactNode;
  search?: ReactNode;
  cartWidget?: ReactNode;
  wishlist?: ReactNode;
}

export function Header(props: HeaderProps) {
  const { t } = useTranslation('common');
  const sticky = useScrolledPast();
  return (
    <header className="shell-header">
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="shell-topbar">
        <Link to="/" className="shell-logo" aria-label={t('home')}>
          <span aria-hidden="true">₿</span> {t('brand')}
        </Link>
        <PreferencesControls
          language={props.language}
          onLanguageChange={props.onLanguageChange}
          dark={props.dark}
          onToggleDark={props.onToggleDark}
        />
        <AccountLinks signedIn={props.signedIn} isAdmin={props.isAdmin} onLogout={props.onLogout} />
      </div>
      <div
        className={sticky ? 'shell-nav-holder shell-nav-holder--sticky' : 'shell-nav-holder'}
        data-sticky={sticky}
      >
        <nav className="shell-nav" aria-label={t('nav.main')}>
          <Link to="/" className="shell-nav-home">
            {t('nav.home')}
          </Link>
          {props.categoryMenu}
          {props.blogMenu}
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
