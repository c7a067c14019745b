import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ContactDetails, NewsletterForm, SocialLinks } from '@shop/ui/content-blocks';
import { useShellApi } from '../../../lib/session';

export interface FooterProps {
  /** Compare, sizing guide and order tracking are routes of signed-in visitors only. */
  signedIn?: boolean;
}

const PUBLIC_LINKS = [
  ['/about', 'about'],
  ['/customer-service', 'customerService'],
  ['/contact', 'contact'],
  ['/faqs', 'faqs'],
  ['/blog', 'blog'],
  ['/coming-soon', 'comingSoon'],
] as const;

const SIGNED_IN_LINKS = [
  ['/compare', 'compare'],
  ['/sizing-guide', 'sizingGuide'],
  ['/track-order', 'trackOrder'],
] as const;

function LinkList({ links }: { links: ReadonlyArray<readonly [string, string]> }) {
  const { t } = useTranslation('content');
  return (
    <ul className="ui-plain-list">
      {links.map(([to, key]) => (
        <li key={to}>
          <Link to={to}>{t(`footer.${key}`)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The shop's footer: contact details, links to the content pages and the newsletter. */
export function Footer({ signedIn = false }: FooterProps) {
  const { t } = useTranslation('content');
  const api = useShellApi();
  return (
    <footer className="content-footer">
      <div className="content-footer-grid">
        <section aria-labelledby="content-footer-contact">
          <h2 id="content-footer-contact">{t('footer.contactTitle')}</h2>
          <ContactDetails ns="content" />
          <SocialLinks ns="content" />
        </section>
        <nav aria-labelledby="content-footer-links">
          <h2 id="content-footer-links">{t('footer.linksTitle')}</h2>
          <LinkList links={PUBLIC_LINKS} />
        </nav>
        {signedIn ? (
          <nav aria-labelledby="content-footer-shop">
            <h2 id="content-footer-shop">{t('footer.shopTitle')}</h2>
            <LinkList links={SIGNED_IN_LINKS} />
          </nav>
        ) : null}
        <section aria-labelledby="content-footer-newsletter">
          <h2 id="content-footer-newsletter">{t('newsletter.title')}</h2>
          <p>{t('newsletter.text')}</p>
          <NewsletterForm ns="content" api={api} />
        </section>
      </div>
      <p className="content-copyright">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
