import type { Dashboard } from '@shop/contracts';
import { formatMonth } from '@shop/contracts/dates';

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
  return formatMonth(
    typeof month === 'number' ? month : new Date(month).getUTCMonth() + 1,
    language,
  );
}

/** The admin's language, and the translated name of a series by its key. */
export interface SeriesText {
  language: string;
  name: (key: string) => string;
}

/**
 * One series per field of the current year's months, divided by `scale`. A month still to come
 * has no figures yet, so it is left unplotted (null) rather than drawn as a drop to 0.
 */
export function monthsData<K extends string>(
  rows: ({ month: number } & Record<K, number>)[],
  keys: K[],
  { language, name }: SeriesText,
  scale = 1,
): ChartData {
  const thisMonth = new Date(Date.now()).getUTCMonth() + 1;
  return {
    categories: rows.map((r) => monthLabel(r.month, language)),
    series: keys.map((key) => ({
      name: name(key),
      values: rows.map((r) => (r.month > thisMonth ? null : r[key] / scale)),
    })),
  };
}

/** Spec: the income line is half of each order amount. */
export function salesByDateData(
  rows: Dashboard['salesByDate'],
  formatDate: (date: string) => string,
  { name }: SeriesText,
): ChartData {
  return {
    categories: rows.map((r) => formatDate(r.date)),
    series: [
      { name: name('amount'), values: rows.map((r) => r.amount) },
      { name: name('income'), values: rows.map((r) => r.income ?? r.amount / 2) },
    ],
  };
}

/**
 * The canvas draws with its own font, not the page's: naming the shop's stack (whose fallback
 * face has the ₿ sign) keeps "₿ (thousands)" from showing as an empty box where system fonts
 * lack ₿.
 */
const CHART_FONT = "system-ui, 'Shop Currency', sans-serif";

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
