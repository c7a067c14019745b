import type { Dashboard } from '@shop/contracts';

interface ChartSeries {
  name: string;
  /** null where there is nothing to plot yet (a month still to come). */
  values: Array<number | null>;
}

export interface ChartData {
  categories: string[];
  series: ChartSeries[];
}

/** A month given as 1-12 (or an ISO date) named in the admin's language. */
function monthLabel(month: number | string, language: string): string {
  const date = typeof month === 'number' ? new Date(Date.UTC(2026, month - 1, 1)) : new Date(month);
  return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(date);
}

type Names = {
  netProfit: string;
  revenue: string;
  freeCashFlow: string;
  created: string;
  sold: string;
  amount: string;
  income: string;
};

/**
 * The dashboard's months are those of the current year: a month still to come has no figures
 * yet, so it is left unplotted (null) rather than drawn as a drop to 0.
 */
function upToNow<T extends { month: number }>(
  row: T,
  now: Date,
  value: (row: T) => number,
): number | null {
  return row.month > now.getUTCMonth() + 1 ? null : value(row);
}

export function monthlyRevenueData(
  d: Dashboard,
  language: string,
  names: Names,
  now = new Date(Date.now()),
): ChartData {
  const rows = d.monthlyRevenue;
  return {
    categories: rows.map((r) => monthLabel(r.month, language)),
    series: [
      {
        name: names.netProfit,
        values: rows.map((r) => upToNow(r, now, (x) => x.netProfit / 1000)),
      },
      { name: names.revenue, values: rows.map((r) => upToNow(r, now, (x) => x.revenue / 1000)) },
      {
        name: names.freeCashFlow,
        values: rows.map((r) => upToNow(r, now, (x) => x.freeCashFlow / 1000)),
      },
    ],
  };
}

export function productTrendsData(
  d: Dashboard,
  language: string,
  names: Names,
  now = new Date(Date.now()),
): ChartData {
  const rows = d.productTrends;
  return {
    categories: rows.map((r) => monthLabel(r.month, language)),
    series: [
      { name: names.created, values: rows.map((r) => upToNow(r, now, (x) => x.created)) },
      { name: names.sold, values: rows.map((r) => upToNow(r, now, (x) => x.sold)) },
    ],
  };
}

/** Spec: the income line is half of each order amount. */
export function salesByDateData(
  d: Dashboard,
  formatDate: (date: string) => string,
  names: Names,
): ChartData {
  const rows = d.salesByDate;
  return {
    categories: rows.map((r) => formatDate(r.date)),
    series: [
      { name: names.amount, values: rows.map((r) => r.amount) },
      { name: names.income, values: rows.map((r) => r.income ?? r.amount / 2) },
    ],
  };
}

/**
 * The canvas draws with its own font, not the page's: naming the shop's stack (whose first face
 * has the ₿ sign) keeps "₿ (thousands)" from showing as an empty box where system fonts lack ₿.
 */
const CHART_FONT =
  "'Shop Currency', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The echarts option for a chart: transparent, so the page's theme shows through. */
export function chartOption(data: ChartData, kind: 'bar' | 'line', yAxisName?: string) {
  return {
    backgroundColor: 'transparent',
    textStyle: { fontFamily: CHART_FONT },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 24, top: 48, bottom: 40 },
    xAxis: { type: 'category', data: data.categories },
    yAxis: { type: 'value', name: yAxisName, nameLocation: 'middle', nameGap: 42 },
    series: data.series.map((s) => ({
      name: s.name,
      type: kind,
      data: s.values,
      smooth: kind === 'line',
    })),
  };
}
