import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';
import { useCountdown, type Remaining } from '../hooks/use-countdown';
import { useApi } from '@shop/ui';
import { NewsletterForm } from '@shop/ui/content-blocks';

/** Launch date of spec section 9: 20 April 2025, 16:20 Pacific Daylight Time (UTC-7). */
export const LAUNCH_DATE = new Date('2025-04-20T16:20:00-07:00');

export interface ComingSoonPageProps {
  /** The moment counted down to; defaults to the launch date. */
  target?: Date;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

function Countdown({ remaining }: { remaining: Remaining }) {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <ul className="catalog-content-countdown" aria-label={t('comingSoon.countdownLabel')}>
      {UNITS.map((unit) => (
        <li key={unit} className="catalog-content-countdown-unit">
          <span className="catalog-content-countdown-value">
            {String(remaining[unit]).padStart(2, '0')}
          </span>
          <span className="catalog-content-countdown-label">{t(`comingSoon.${unit}`)}</span>
        </li>
      ))}
    </ul>
  );
}

function OpenNotice() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <div className="catalog-content-open" role="status">
      <h2>{t('comingSoon.openTitle')}</h2>
      <p>{t('comingSoon.openText')}</p>
      <Link to="/" className="ui-button">
        {t('comingSoon.shopNow')}
      </Link>
    </div>
  );
}

/** /coming-soon: a countdown to the launch (or the open notice once past) and a subscribe form. */
export function ComingSoonPage({ target = LAUNCH_DATE }: ComingSoonPageProps) {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const api = useApi();
  const remaining = useCountdown(target);
  return (
    <div className="ui-page catalog-content-coming-soon">
      <section className="ui-card ui-center" aria-labelledby="catalog-content-coming-soon">
        <h1 id="catalog-content-coming-soon">{t('comingSoon.heading')}</h1>
        {remaining ? (
          <>
            <p>{t('comingSoon.intro')}</p>
            <Countdown remaining={remaining} />
          </>
        ) : (
          <OpenNotice />
        )}
      </section>
      <section className="ui-card ui-center" aria-labelledby="catalog-content-subscribe">
        <h2 id="catalog-content-subscribe">{t('comingSoon.subscribeTitle')}</h2>
        <p>{t('comingSoon.subscribeText')}</p>
        <NewsletterForm ns={PAGES_NAMESPACE} api={api} label={t('comingSoon.subscribeTitle')} />
      </section>
    </div>
  );
}
