import { useDeferredValue, useMemo } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/contracts';
import { GoTopButton, HydrateWhenNear } from '@shop/ui';
import { Header } from '../features/header/header';
import { TitleBanner } from '../features/title-banner/title-banner';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { RemoteDialogButton } from '../features/remotes/remote-dialog-button';
import { RemoteMenuButton } from '../features/remotes/remote-menu-button';
import { HEART, SEARCH } from '../components/icons';
import { BlogMenu, NotFoundPage } from '../features/static-pages';
import { Footer } from '../features/footer';
import { useSession } from '../lib/session';
import { useSignOut } from '../features/session/use-sign-out';
import { darkModeAtom, languageAtom, setThemeAtom } from '../lib/preferences';
import { isKnownPath, routesFor } from './routes';

/** Header, title banner, the route table of the visitor's state, footer. */
export function StorefrontLayout() {
  const { t } = useTranslation('common');
  const session = useSession();
  const signOut = useSignOut();
  const [language, setLanguage] = useAtom(languageAtom);
  const dark = useAtomValue(darkModeAtom);
  const setTheme = useSetAtom(setThemeAtom);
  const signedIn = session !== null;
  // The user's role (the header's Invitations or Dashboard link) arrives when /user/me answers,
  // an SWR update React renders synchronously: it reaches the layout in a render of its own, one
  // React may interrupt, and the synchronous one stops at the memo below.
  const role = useDeferredValue(session?.status === 'ready' ? session.role : null);
  const navigate = useNavigate();
  // The route table changes with signedIn only. Rendered again whenever this layout is (as when
  // the session's user answers), it would hand the page a new router context, and React would
  // then hydrate a server-rendered page under it at once, in one blocking task, to pass that on.
  const routes = useMemo(
    () => (
      <Routes>
        {routesFor(signedIn).map((route) => (
          <Route key={route.path} path={route.path} element={route.element()} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    ),
    [signedIn],
  );

  return useMemo(
    () => (
      <div className="shell-page">
        <Header
          signedIn={signedIn}
          role={role}
          onLogout={() => {
            signOut();
            toast(t('toast.logoutSuccessful'), 'success');
            navigate('/');
          }}
          language={language}
          onLanguageChange={setLanguage}
          dark={dark}
          onToggleDark={() => setTheme(dark ? 'light' : 'dark')}
          categoryMenu={
            signedIn ? (
              <RemoteMenuButton module="mfe_catalog/CategoryTree" label={t('nav.categories')} />
            ) : null
          }
          blogMenu={<BlogMenu />}
          search={
            signedIn ? (
              <RemoteDialogButton
                module="mfe_catalog/ProductSearch"
                label={t('search.open')}
                icon={SEARCH}
              />
            ) : null
          }
          wishlist={
            <RemoteDialogButton
              module="mfe_cart_checkout/WishlistPanel"
              label={t('wishlist.open')}
              icon={HEART}
            />
          }
          cartWidget={<RemoteSlot module="mfe_cart_checkout/CartWidget" compact />}
        />
        <TitleBanner isKnownPath={(path) => isKnownPath(path, signedIn)} />
        <main id="main" className="shell-main" tabIndex={-1}>
          {routes}
        </main>
        <HydrateWhenNear>
          <Footer signedIn={signedIn} />
        </HydrateWhenNear>
        <GoTopButton label={t('goTop')} className="shell-go-top" />
      </div>
    ),
    [t, signedIn, role, language, dark, routes, signOut, navigate, setLanguage, setTheme],
  );
}
