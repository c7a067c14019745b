import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useShellProps } from '@shop/contracts/react';
import { echarts } from '../lib/echarts';
import { chartOption, type ChartData } from '../lib/chart-options';
import { ChartFrame } from './chart-frame';

export interface ChartFigureProps {
  title: string;
  data: ChartData;
  kind: 'bar' | 'line';
  height: number;
  yAxisName?: string;
}

/** One chart, with its figures also in a table for screen readers. */
export function ChartFigure({ title, data, kind, height, yAxisName }: ChartFigureProps) {
  const { theme } = useShellProps();
  return (
    <ChartFrame title={title} height={height}>
      <div aria-hidden="true">
        <ReactEChartsCore
          echarts={echarts}
          option={chartOption(data, kind, yAxisName)}
          theme={theme === 'dark' ? 'dark' : undefined}
          style={{ height, width: '100%' }}
          notMerge
        />
      </div>
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
