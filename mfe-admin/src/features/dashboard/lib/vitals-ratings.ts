/** The panel's metrics, in the order of its columns. */
export const PANEL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type PanelMetric = (typeof PANEL_METRICS)[number];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * web.dev's thresholds at the 75th percentile: up to `good` is good, above `poor` is poor,
 * between them needs improvement (LCP and INP in milliseconds, CLS a score).
 */
const THRESHOLDS: Record<PanelMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

export function rate(metric: PanelMetric, value: number): VitalRating {
  const { good, poor } = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
