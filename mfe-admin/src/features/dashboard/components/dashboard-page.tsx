import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api';
import { CHART_HEIGHTS, CHART_NAMES, ChartFrame } from './chart-frame';
import { DashboardCharts } from './dashboard-charts';
import { StatCards } from './stat-cards';
import { VitalsPanel } from './vitals-panel';
import '../dashboard.css';

/** The charts' cards at their final size, with their titles, while the data loads. */
function ChartsLoading() {
  const { t } = useTranslation();
  return (
    <div className="admin-charts" aria-busy="true">
      {CHART_NAMES.map((name) => (
        <ChartFrame key={name} title={t(`dashboard.${name}`)} height={CHART_HEIGHTS[name]} />
      ))}
    </div>
  );
}

/**
 * The figures, the charts and the shop's Core Web Vitals. Every part has its final size from
 * the first paint (figure cards without their figures, chart cards without their charts), so
 * nothing moves as the data and echarts arrive.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: answer, error } = useDashboard();
  // SWR's answer is rendered synchronously: the figures, the charts' cards and their tables in
  // one task. Deferred, they are a render of their own, which React interrupts every few ms.
  const data = useDeferredValue(answer);
  return (
    <section className="admin-page">
      <h1>{t('dashboard.title')}</h1>
      {error ? (
        <p role="alert">{t('common.loadFailed')}</p>
      ) : (
        <>
          <p role="status" className="admin-visually-hidden">
            {data ? '' : t('common.loading')}
          </p>
          <StatCards cards={data?.cards} />
          {data ? <DashboardCharts dashboard={data} /> : <ChartsLoading />}
        </>
      )}
      <VitalsPanel />
    </section>
  );
}
