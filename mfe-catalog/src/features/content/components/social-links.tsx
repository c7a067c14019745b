import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';

const NETWORKS = [
  { key: 'facebook', href: 'https://www.facebook.com/', mark: 'f' },
  { key: 'twitter', href: 'https://twitter.com/', mark: 't' },
  { key: 'instagram', href: 'https://www.instagram.com/', mark: 'i' },
  { key: 'youtube', href: 'https://www.youtube.com/', mark: 'y' },
] as const;

/** Links to the shop's social networks; they leave the site, so they say so. */
export function SocialLinks() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <ul className="catalog-content-social" aria-label={t('social.title')}>
      {NETWORKS.map(({ key, href, mark }) => {
        const name = t(`social.${key}`);
        return (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noreferrer noopener"
              aria-label={t('social.newWindow', { name })}
              className="catalog-content-social-link"
            >
              <span aria-hidden="true">{mark}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
