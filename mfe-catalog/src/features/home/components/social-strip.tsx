import { useTranslation } from 'react-i18next';

const NETWORKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'X', href: 'https://x.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

export function SocialStrip() {
  const { t } = useTranslation();
  return (
    <section className="catalog-social" aria-labelledby="catalog-social-title">
      <h2 id="catalog-social-title" className="catalog-social__title">
        {t('home.social.title')}
      </h2>
      <ul className="catalog-social__links">
        {NETWORKS.map((n) => (
          <li key={n.name}>
            <a href={n.href} target="_blank" rel="noopener noreferrer">
              {n.name}
              <span className="catalog-sr-only"> {t('home.social.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
