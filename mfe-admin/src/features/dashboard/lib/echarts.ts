/**
 * The only place echarts is imported: the core plus exactly the charts and components the
 * dashboard draws. Named imports (not the `* as echarts` namespace) let the bundler drop the
 * rest of the core's API, which the chart component never calls.
 */
// echarts' `use` registers extensions; it is no React hook, hence the alias.
import { dispose, getInstanceByDom, init, use as registerExtensions } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

registerExtensions([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** What echarts-for-react's core component calls on the library it is given. */
export const echarts = { init, dispose, getInstanceByDom };
