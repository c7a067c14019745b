import type { ReactNode } from 'react';

/** Spec section 9: the charts' heights, kept by their frames before echarts has loaded. */
export const CHART_HEIGHTS = { monthlyRevenue: 500, productTrends: 450, salesByDate: 450 } as const;
export type ChartName = keyof typeof CHART_HEIGHTS;
export const CHART_NAMES = Object.keys(CHART_HEIGHTS) as ChartName[];

export interface ChartFrameProps {
  title: string;
  height: number;
  children?: ReactNode;
}

/**
 * A chart's card at its final size: the chart draws into it once echarts has loaded, and
 * nothing below it moves when it does.
 */
export function ChartFrame({ title, height, children }: ChartFrameProps) {
  return (
    <figure className="admin-card admin-chart">
      <figcaption>
        <h2>{title}</h2>
      </figcaption>
      <div className="admin-chart-area" style={{ height }}>
        {children}
      </div>
    </figure>
  );
}
