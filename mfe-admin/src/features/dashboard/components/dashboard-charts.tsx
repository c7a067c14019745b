import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@shop/contracts';
import { useFormatDate } from '../../../lib/use-format-date';
import { monthsData, salesByDateData } from '../lib/chart-options';
import { ChartFigure } from './chart-figure';
import { CHART_HEIGHTS } from './chart-frame';

/** The dashboard's three charts, each drawing once it nears the screen. */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const text = { language: i18n.language, name: (key: string) => t(`dashboard.series.${key}`) };
  return (
    <div className="admin-charts">
      <ChartFigure
        title={t('dashboard.monthlyRevenue')}
        kind="bar"
        height={CHART_HEIGHTS.monthlyRevenue}
        yAxisName={t('dashboard.thousands')}
        data={monthsData(
          dashboard.monthlyRevenue,
          ['netProfit', 'revenue', 'freeCashFlow'],
          text,
          1000,
        )}
      />
      <ChartFigure
        title={t('dashboard.productTrends')}
        kind="line"
        height={CHART_HEIGHTS.productTrends}
        data={monthsData(dashboard.productTrends, ['created', 'sold'], text)}
      />
      <ChartFigure
        title={t('dashboard.salesByDate')}
        kind="line"
        height={CHART_HEIGHTS.salesByDate}
        data={salesByDateData(dashboard.salesByDate, formatDate, text)}
      />
    </div>
  );
}
