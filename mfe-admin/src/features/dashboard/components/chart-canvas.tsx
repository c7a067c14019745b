import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useShellProps } from '@shop/ui';
import { echarts } from '../lib/echarts';
import type { chartOption } from '../lib/chart-options';

export interface ChartCanvasProps {
  option: ReturnType<typeof chartOption>;
  height: number;
}

/** The drawn chart: the one module that brings echarts, loaded lazily by `ChartFigure`. */
export default function ChartCanvas({ option, height }: ChartCanvasProps) {
  const { theme } = useShellProps();
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      theme={theme === 'dark' ? 'dark' : undefined}
      style={{ height, width: '100%' }}
      notMerge
    />
  );
}
