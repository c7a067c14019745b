import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The 404 page: any path that no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation('content');
  return (
    <div className="ui-page">
      <section className="ui-card ui-center" aria-labelledby="content-not-found">
        <p className="content-big-number" aria-hidden="true">
          {t('notFound.code')}
        </p>
        <h2 id="content-not-found">{t('notFound.title')}</h2>
        <p>{t('notFound.text')}</p>
        <Link to="/" className="ui-button">
          {t('notFound.home')}
        </Link>
      </section>
    </div>
  );
}
