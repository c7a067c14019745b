import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './form.css';

export interface AccountPageProps {
  /** The page's key in the locale: its `heading`, `linksLabel` and link texts are under it. */
  page: string;
  /** The ways out of the page: each path with the key of its text. */
  links?: Record<string, string>;
  className?: string;
  children: ReactNode;
}

/** An account page: a section named by its heading, the content, and the links to other pages. */
export function AccountPage({ page, links = {}, className = '', children }: AccountPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const paths = Object.keys(links);
  return (
    <section className={`account-page ${className}`.trim()} aria-labelledby={headingId}>
      <h2 id={headingId} className="account-heading">
        {t(`${page}.heading`)}
      </h2>
      {children}
      {paths.length > 0 && (
        <nav className="account-links" aria-label={t(`${page}.linksLabel`)}>
          {paths.map((path) => (
            <Link key={path} className="account-link" to={path}>
              {t(`${page}.${links[path]}`)}
            </Link>
          ))}
        </nav>
      )}
    </section>
  );
}
