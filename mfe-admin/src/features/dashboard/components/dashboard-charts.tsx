import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@shop/contracts';
import { useShellProps } from '@shop/contracts/react';
import { useFormatDate } from '../../../lib/use-format-date';
import { monthlyRevenueData, productTrendsData, salesByDateData } from '../lib/chart-options';
import { ChartFigure } from './chart-figure';

/** Spec section 9: the chart heights. */
const MONTHLY_REVENUE_HEIGHT = 500;
const SALES_BY_DATE_HEIGHT = 450;

/** The dashboard's three charts; loaded lazily so echarts sits in its own chunk. */
export default function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
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
        height={MONTHLY_REVENUE_HEIGHT}
        yAxisName={t('dashboard.thousands')}
        data={monthlyRevenueData(dashboard, language, names)}
      />
      <ChartFigure
        title={t('dashboard.productTrends')}
        kind="line"
        height={SALES_BY_DATE_HEIGHT}
        data={productTrendsData(dashboard, language, names)}
      />
      <ChartFigure
        title={t('dashboard.salesByDate')}
        kind="line"
        height={SALES_BY_DATE_HEIGHT}
        data={salesByDateData(dashboard, formatDate, names)}
      />
    </div>
  );
}
