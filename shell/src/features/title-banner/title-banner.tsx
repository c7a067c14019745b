import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { on } from '@shop/contracts';
import { bannerTitleFor } from './titles';
import { resolveTitleAtom, resolvedTitleAtom } from './state';

export interface TitleBannerProps {
  isKnownPath: (pathname: string) => boolean;
}

/** The browser tab (and what a screen reader announces on arrival) names the page too. */
export function useDocumentTitle(title: string | null) {
  const { t } = useTranslation('common');
  const brand = t('brand');
  useEffect(() => {
    document.title = title ? t('documentTitle', { page: title, brand }) : brand;
  }, [brand, t, title]);
}

/** The banner with the page title and a breadcrumb, on every page but / and /coming-soon. */
export function TitleBanner({ isKnownPath }: TitleBannerProps) {
  const location = useLocation();
  const { t } = useTranslation('common');
  const resolved = useAtomValue(resolvedTitleAtom);
  const setResolved = useSetAtom(resolveTitleAtom);
  const here = location.pathname + location.search;
  // The router's location (not window's): a resolved title belongs to the page shown now.
  const hereRef = useRef(here);
  hereRef.current = here;

  useEffect(
    () => on('ui:title-resolved', ({ title }) => setResolved({ location: hereRef.current, title })),
    [setResolved],
  );

  const banner = bannerTitleFor(location.pathname, isKnownPath);
  const title =
    banner.kind === 'none'
      ? null
      : banner.kind === 'key'
        ? t(banner.key)
        : resolved && resolved.location === here
          ? resolved.title
          : t(banner.fallbackKey);
  useDocumentTitle(title);
  if (title === null) return null;

  return (
    <section className="shell-banner" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <nav aria-label={t('breadcrumb')}>
        <ol className="shell-breadcrumb">
          <li>
            <Link to="/">{t('nav.home')}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
    </section>
  );
}
