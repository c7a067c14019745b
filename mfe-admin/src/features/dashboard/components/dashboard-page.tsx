import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api';
import { StatCards } from './stat-cards';
import { VitalsPanel } from './vitals-panel';
import '../dashboard.css';

/** echarts is heavy: the charts load in their own chunk, only on this screen. */
const DashboardCharts = lazy(
  () => import(/* webpackChunkName: "admin-charts" */ './dashboard-charts'),
);

export function DashboardPage() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useDashboard();
  return (
    <section className="admin-page">
      <h1>{t('dashboard.title')}</h1>
      {isLoading && <p role="status">{t('common.loading')}</p>}
      {error && <p role="alert">{t('common.loadFailed')}</p>}
      {data && (
        <>
          <StatCards cards={data.cards} />
          <Suspense fallback={<p role="status">{t('dashboard.chartsLoading')}</p>}>
            <DashboardCharts dashboard={data} />
          </Suspense>
        </>
      )}
      <VitalsPanel />
    </section>
  );
}
