import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, type VitalFigure, type VitalsReport } from '@shop/contracts';
import { useVitals } from '../api';
import { PANEL_METRICS, rate, type PanelMetric } from '../lib/vitals-ratings';
import '../vitals-panel.css';

const FULL_NAMES: Record<PanelMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
};
const RATING_KEYS = {
  good: 'vitals.ratings.good',
  'needs-improvement': 'vitals.ratings.needsImprovement',
  poor: 'vitals.ratings.poor',
} as const;

const SECONDS = { maximumFractionDigits: 2 };
const MILLISECONDS = { maximumFractionDigits: 0 };
const SCORE = { minimumFractionDigits: 2, maximumFractionDigits: 3 };

function useFormatValue() {
  const { language } = useTranslation().i18n;
  return (metric: PanelMetric, value: number) => {
    if (metric === 'LCP') return `${formatNumber(value / 1000, language, SECONDS)} s`;
    if (metric === 'INP') return `${formatNumber(value, language, MILLISECONDS)} ms`;
    return formatNumber(value, language, SCORE);
  };
}

function MetricCell({ metric, figure }: { metric: PanelMetric; figure?: VitalFigure }) {
  const { t } = useTranslation();
  const format = useFormatValue();
  if (!figure) {
    return (
      <td data-label={metric}>
        <span aria-hidden="true">—</span>
        <span className="admin-visually-hidden">{t('vitals.noData')}</span>
      </td>
    );
  }
  const rating = rate(metric, figure.p75);
  // data-label: on a phone each row is a card of label/value lines.
  return (
    <td data-label={metric}>
      {/* The rating is written out as well: colour is never the only sign. */}
      <span className={`admin-vital admin-vital-${rating}`}>
        <span className="admin-vital-value">{format(metric, figure.p75)}</span>
        <span className="admin-vital-rating">{t(RATING_KEYS[rating])}</span>
      </span>
    </td>
  );
}

type VitalsPage = VitalsReport['pages'][number];
type Figures = Pick<VitalsPage, 'count' | 'metrics'>;

/** Where the API files measurements of routes the shop does not have. */
const OTHER_ROUTE = 'other';

/**
 * One page's rows: all its visitors, then signed-out and signed-in ones apart (the views the
 * API has measured). The page and its app head the group, so each row reads with its page.
 */
function PageRows({ page }: { page: VitalsPage }) {
  const { t, i18n } = useTranslation();
  const rows: [label: string, figures: Figures][] = [
    [t('vitals.views.all'), page],
    ...page.views.map((view): [string, Figures] => [
      t(view.signedIn ? 'vitals.views.signedIn' : 'vitals.views.signedOut'),
      view,
    ]),
  ];
  return (
    <tbody className="admin-vitals-page">
      {rows.map(([label, figures], index) => (
        <tr key={label}>
          {index === 0 && (
            <>
              <th scope="rowgroup" rowSpan={rows.length}>
                {page.route === OTHER_ROUTE ? t('vitals.otherRoute') : <code>{page.route}</code>}
              </th>
              <td rowSpan={rows.length} data-label={t('vitals.columns.remote')}>
                <code>{page.remote}</code>
              </td>
            </>
          )}
          <th scope="row">{label}</th>
          {PANEL_METRICS.map((metric) => (
            <MetricCell key={metric} metric={metric} figure={figures.metrics[metric]} />
          ))}
          <td data-label={t('vitals.columns.count')}>
            {formatNumber(figures.count, i18n.language)}
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/** Real shoppers' Core Web Vitals per page: the 75th percentile over the API's window. */
export function VitalsPanel() {
  const { t } = useTranslation();
  const { data: answer, error } = useVitals();
  // Its table in a render of its own, as the dashboard's figures (dashboard-page.tsx).
  const data = useDeferredValue(answer);
  const days = data?.days ?? 7;
  return (
    <section className="admin-card admin-vitals" aria-labelledby="admin-vitals-title">
      <h2 id="admin-vitals-title">{t('vitals.title', { count: days })}</h2>
      <p className="admin-muted">{t('vitals.description')}</p>
      {!data && !error && <p role="status">{t('common.loading')}</p>}
      {error && <p role="alert">{t('common.loadFailed')}</p>}
      {data && data.pages.length === 0 && <p role="status">{t('vitals.empty')}</p>}
      {data && data.pages.length > 0 && (
        // A scrolling region of its own on a narrow screen, reachable with the keyboard.
        <div
          className="admin-table-wrap"
          role="region"
          aria-labelledby="admin-vitals-title"
          tabIndex={0}
        >
          <table className="admin-table admin-vitals-table">
            <caption className="admin-visually-hidden">
              {t('vitals.title', { count: days })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('vitals.columns.page')}</th>
                <th scope="col">{t('vitals.columns.remote')}</th>
                <th scope="col">{t('vitals.columns.view')}</th>
                {PANEL_METRICS.map((metric) => (
                  <th key={metric} scope="col">
                    <abbr title={FULL_NAMES[metric]}>{metric}</abbr>
                  </th>
                ))}
                <th scope="col">{t('vitals.columns.count')}</th>
              </tr>
            </thead>
            {data.pages.map((page) => (
              <PageRows key={page.route} page={page} />
            ))}
          </table>
        </div>
      )}
    </section>
  );
}
