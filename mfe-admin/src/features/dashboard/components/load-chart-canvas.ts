/** The chunk with echarts and the drawn chart (`chart-canvas`), fetched when a chart needs it. */
export const loadChartCanvas = () =>
  import(/* webpackChunkName: "admin-charts" */ './chart-canvas');
