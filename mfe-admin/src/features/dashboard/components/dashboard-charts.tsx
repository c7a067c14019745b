import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@shop/contracts';
import { useShellProps } from '@shop/contracts/react';
import { useFormatDate } from '../../../lib/use-format-date';
import { monthlyRevenueData, productTrendsData, salesByDateData } from '../lib/chart-options';
import { ChartFigure } from './chart-figure';
import { CHART_HEIGHTS } from './chart-frame';

/** The dashboard's three charts, each drawing once it nears the screen. */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { language } = useShellProps();
  const formatDate = useFormatDate();
  const names = {
    netProfit: t('dashboard.series.netProfit'),
    revenue: t('dashboard.series.revenue'),
    freeCashFlow: t('dashboard.series.freeCashFlow'),
    created: t('dashboard.series.created'),
    sold: t('dashboard.series.sold'),
    amount: t('dashboard.series.amount'),
    income: t('dashboard.series.income'),
  };
  return (
    <div className="admin-charts">
      <ChartFigure
        title={t('dashboard.monthlyRevenue')}
        kind="bar"
        height={CHART_HEIGHTS.monthlyRevenue}
        yAxisName={t('dashboard.thousands')}
        data={monthlyRevenueData(dashboard, language, names)}
      />
      <ChartFigure
        title={t('dashboard.productTrends')}
        kind="line"
        height={CHART_HEIGHTS.productTrends}
        data={productTrendsData(dashboard, language, names)}
      />
      <ChartFigure
        title={t('dashboard.salesByDate')}
        kind="line"
        height={CHART_HEIGHTS.salesByDate}
        data={salesByDateData(dashboard, formatDate, names)}
      />
    </div>
  );
}
