import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { on } from '@shop/contracts';
import { bannerTitleFor } from './titles';
import { resolveTitleAtom, resolvedTitleAtom, type Resolved } from './state';

export interface TitleBannerProps {
  isKnownPath: (pathname: string) => boolean;
}

/** What the browser tab says (and a screen reader announces on arrival): the page, then the shop. */
export const documentTitle = (title: string | null, t: TFunction) =>
  title ? t('documentTitle', { page: title, brand: t('brand') }) : t('brand');

/**
 * The banner's title at a location (path and query): its own text, or the one the page's remote
 * resolved for that very location, or while there is none its stand-in; null without a banner.
 */
export function pageTitle(
  location: { pathname: string; search: string },
  resolved: Resolved | null,
  isKnownPath: (pathname: string) => boolean,
  t: TFunction,
): string | null {
  const banner = bannerTitleFor(location.pathname, isKnownPath);
  if (banner.kind === 'none') return null;
  if (banner.kind === 'key') return t(banner.key);
  return resolved?.location === location.pathname + location.search
    ? resolved.title
    : t(banner.fallbackKey);
}

/** The browser tab names the page too. */
export function useDocumentTitle(title: string | null) {
  const { t } = useTranslation('common');
  const text = documentTitle(title, t);
  useEffect(() => {
    document.title = text;
  }, [text]);
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

  const title = pageTitle(location, resolved, isKnownPath, t);
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
