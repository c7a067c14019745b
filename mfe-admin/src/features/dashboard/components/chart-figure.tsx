import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from 'react-error-boundary';
import { useNearViewport } from '@shop/ui';
import { LoadFailed } from '@shop/ui/load-failed';
import { chartOption, type ChartData } from '../lib/chart-options';
import { ChartFrame } from './chart-frame';
import { loadChartCanvas } from './load-chart-canvas';

/**
 * echarts is heavy (its evaluation and a chart's first drawing are the dashboard's longest
 * tasks): it loads in its own chunk, only once a chart comes within this distance of the
 * screen. On a phone the four figure cards fill the first screen, so it loads as the shopper
 * scrolls, after the first paint; where a chart is on the first screen, at once.
 */
const CHART_MARGIN = '100px';

export interface ChartFigureProps {
  title: string;
  data: ChartData;
  kind: 'bar' | 'line';
  height: number;
  yAxisName?: string;
}

/**
 * One chart, drawn once it nears the screen, with its figures also in a table for screen
 * readers (there from the start: it needs no echarts). A chart whose code could not be fetched
 * (the network, a deploy in between) says so in its own frame, with a Retry that fetches it
 * again; the rest of the dashboard stays as it is.
 */
export function ChartFigure({ title, data, kind, height, yAxisName }: ChartFigureProps) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLDivElement>(CHART_MARGIN);
  // A lazy component keeps its first answer, a failure too: each attempt is a new one (the
  // bundler shares one fetch of the chunk among the charts).
  const [ChartCanvas, setChartCanvas] = useState(() => lazy(loadChartCanvas));
  return (
    <ChartFrame title={title} height={height}>
      <ErrorBoundary
        onReset={() => setChartCanvas(() => lazy(loadChartCanvas))}
        fallbackRender={({ resetErrorBoundary }) => (
          <LoadFailed
            className="admin-chart-failed"
            buttonClassName="admin-button"
            message={t('dashboard.chartFailed')}
            retryLabel={t('common.retry')}
            onRetry={resetErrorBoundary}
          />
        )}
      >
        <div aria-hidden="true" ref={ref} style={{ height }}>
          {near && (
            <Suspense fallback={null}>
              <ChartCanvas option={chartOption(data, kind, yAxisName)} height={height} />
            </Suspense>
          )}
        </div>
      </ErrorBoundary>
      {/* A table ignores width and height, so the hiding box is a div around it. */}
      <div className="admin-visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{yAxisName ?? ''}</th>
              {data.series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.categories.map((category, i) => (
              <tr key={`${category}-${i}`}>
                <th scope="row">{category}</th>
                {data.series.map((s) => (
                  <td key={s.name}>{s.values[i] ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartFrame>
  );
}
