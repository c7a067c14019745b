import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getInstanceByDom, init, type EChartsType } from 'echarts/core';
import { controlIntersections, setupApiServer } from '@shop/testing';
import { renderAdmin } from '../../../testing/render-admin';
import { dashboard, months } from '../../../testing/dashboard';
import { loadChartCanvas } from '../components/load-chart-canvas';

const api = setupApiServer({
  'GET /admin/dashboard': { body: dashboard },
  'GET /admin/notifications': { body: { items: [] } },
  'GET /admin/vitals': { body: { days: 7, pages: [] } },
});

interface DrawnOption {
  series: { type: string; name: string; data: unknown[] }[];
  xAxis: { data: string[] }[];
  yAxis: { name?: string }[];
  textStyle?: { fontFamily?: string };
}

/**
 * The three charts' elements, once echarts (a chunk of its own) has drawn into each of them
 * (echarts-for-react sets its instance up after the element is in the page).
 */
async function drawnCharts() {
  const charts = () => [...document.querySelectorAll<HTMLElement>('.echarts-for-react')];
  await waitFor(() => {
    expect(charts()).toHaveLength(3);
    for (const chart of charts()) expect(getInstanceByDom(chart)?.getOption()).toBeDefined();
  });
  return charts();
}

/** What each drawn chart was given, read back from echarts, in page order. */
const chartOptions = async () =>
  (await drawnCharts()).map(
    (el) => getInstanceByDom(el)?.getOption() as unknown as DrawnOption | undefined,
  );

/** The end of the dashboard's year, so every month of the fixture is past. */
const YEAR_END = Date.UTC(2026, 11, 31, 12);

// echarts' modules are compiled once, before the tests: the first test to draw a chart paid
// for it within its own time limit (2.7 s of 5 at rest, over it on a busy machine).
beforeAll(() => loadChartCanvas(), 60_000);

// A screen tall enough for the whole dashboard, unless a test scrolls itself.
let viewport: ReturnType<typeof controlIntersections>;
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(YEAR_END);
  viewport = controlIntersections({ inView: true });
});
afterEach(() => {
  viewport.restore();
  jest.restoreAllMocks();
});

describe('Dashboard', () => {
  it("writes its figures, dates and months without building an Intl formatter: a page's first loads the browser's locale data, its longest script work", async () => {
    api.on({
      'GET /admin/vitals': {
        body: {
          days: 7,
          pages: [
            {
              route: '/',
              remote: 'mfe_catalog',
              count: 1234,
              metrics: { LCP: { p75: 2150, count: 9 }, INP: { p75: 96, count: 9 } },
              views: [],
            },
          ],
        },
      },
    });
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText(/23\.5% up/)).toBeInTheDocument();
    expect(await screen.findByText('2.15 s')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    const axes = (await chartOptions()).map((option) => option?.xAxis[0]?.data[0]);
    expect(axes).toContain('Jan');
    expect(axes.some((label) => /^\d\d [A-Z][a-z]{2} \d{4}$/.test(label ?? ''))).toBe(true);
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });

  it('shows the four cards from real figures with up and down badges', async () => {
    renderAdmin('/admin/dashboard');
    const revenue = (await screen.findByRole('heading', { name: 'Total Revenue' })).closest(
      'li',
    ) as HTMLElement;
    expect(await within(revenue).findByText('1,234.50 ₿')).toBeInTheDocument();
    expect(within(revenue).getByText(/23\.5% up/)).toBeInTheDocument();
    const orders = screen
      .getByRole('heading', { name: 'Total Order' })
      .closest('li') as HTMLElement;
    expect(within(orders).getByText('40')).toBeInTheDocument();
    expect(within(orders).getByText(/20% down/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Customer' })).toBeInTheDocument();
    expect(screen.getByText('(last week)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Total Delivery' })).toBeInTheDocument();
  });

  it('says Loading... until its figures are in, then nothing', async () => {
    renderAdmin('/admin/dashboard');
    const page = (await screen.findByRole('heading', { name: 'Dashboard' })).closest(
      'section',
    ) as HTMLElement;
    const status = () => within(page).getAllByRole('status')[0];
    expect(status()).toHaveTextContent('Loading...');
    await waitFor(() => expect(status()).toBeEmptyDOMElement());
    expect(screen.getByText('1,234.50 ₿')).toBeInTheDocument();
  });

  it('says the figures could not be loaded, and keeps the vitals panel, when the API fails', async () => {
    api.on({ 'GET /admin/dashboard': { status: 500, body: { error: 'Internal server error' } } });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the data. Please try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Total Revenue' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Core Web Vitals/ })).toBeInTheDocument();
  });

  it('draws the three charts at the spec heights, income being half of each sale', async () => {
    renderAdmin('/admin/dashboard');
    const monthly = await screen.findByRole('table', { name: 'Monthly Revenue' });
    expect(
      within(monthly).getByRole('columnheader', { name: '₿ (thousands)' }),
    ).toBeInTheDocument();
    expect(within(monthly).getByRole('rowheader', { name: 'Jan' })).toBeInTheDocument();
    expect(within(monthly).getByRole('row', { name: 'Dec 6 12 3' })).toBeInTheDocument();
    const sales = screen.getByRole('table', { name: 'Sales By Date' });
    expect(within(sales).getByRole('row', { name: '01 Mar 2026 100 50' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Product Trends By Month' })).toBeInTheDocument();
    const heights = (await drawnCharts()).map((el) => el.style.height);
    expect(heights).toEqual(['500px', '450px', '450px']);
  });

  it('feeds each chart its series, months and axis title', async () => {
    renderAdmin('/admin/dashboard');
    await screen.findByRole('table', { name: 'Sales By Date' });
    const [monthly, trends, sales] = await chartOptions();
    expect(monthly?.series.map((s) => [s.type, s.name])).toEqual([
      ['bar', 'Net Profit'],
      ['bar', 'Revenue'],
      ['bar', 'Free Cash Flow'],
    ]);
    const monthNames = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
    expect(monthly?.xAxis[0]?.data).toEqual(monthNames);
    expect(monthly?.yAxis[0]?.name).toBe('₿ (thousands)');
    expect(monthly?.series[1]?.data).toEqual(months);
    expect(trends?.series.map((s) => s.type)).toEqual(['line', 'line']);
    expect(sales?.series.map((s) => [s.type, s.name, s.data])).toEqual([
      ['line', 'Sales', [100, 60]],
      ['line', 'Income', [50, 30]],
    ]);
    expect(sales?.xAxis[0]?.data).toEqual(['01 Mar 2026', '02 Mar 2026']);
  });

  it('names months and dates in the admin language', async () => {
    renderAdmin('/admin/dashboard', { language: 'es' });
    const monthly = await screen.findByRole('table', { name: 'Ingresos mensuales' });
    expect(within(monthly).getByRole('rowheader', { name: 'ene' })).toBeInTheDocument();
    const sales = screen.getByRole('table', { name: 'Ventas por fecha' });
    expect(within(sales).getByRole('rowheader', { name: '01 mar 2026' })).toBeInTheDocument();
    const [monthlyChart, , salesChart] = await chartOptions();
    expect(monthlyChart?.xAxis[0]?.data[0]).toBe('ene');
    expect(monthlyChart?.series[0]?.name).toBe('Beneficio neto');
    expect(salesChart?.xAxis[0]?.data[0]).toBe('01 mar 2026');
  });
});

describe('Dashboard months still to come', () => {
  it('are left unplotted (null), not drawn as 0, and shown as – in the table', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 2, 15));
    renderAdmin('/admin/dashboard');
    const monthly = await screen.findByRole('table', { name: 'Monthly Revenue' });
    expect(within(monthly).getByRole('row', { name: 'Mar 1.5 3 0.75' })).toBeInTheDocument();
    expect(within(monthly).getByRole('row', { name: 'Apr – – –' })).toBeInTheDocument();
    const [monthlyChart, trends] = await chartOptions();
    const future = Array.from({ length: 9 }, () => null);
    expect(monthlyChart?.series[1]?.data).toEqual([1, 2, 3, ...future]);
    expect(trends?.series[0]?.data).toEqual([1, 2, 3, ...future]);
  });

  it('title the revenue axis in ₿, in the admin language', async () => {
    renderAdmin('/admin/dashboard', { language: 'es' });
    await screen.findByRole('table', { name: 'Ingresos mensuales' });
    const [monthly] = await chartOptions();
    expect(monthly?.yAxis[0]?.name).toBe('₿ (miles)');
    // Drawn in the shop's font stack, whose fallback face has the ₿ sign.
    expect(monthly?.textStyle?.fontFamily).toBe("system-ui, 'Shop Currency', sans-serif");
  });
});

describe('Dashboard tables for screen readers', () => {
  it('sit inside a visually-hidden box, since a table itself ignores width and height', async () => {
    renderAdmin('/admin/dashboard');
    const tables = await screen.findAllByRole('table');
    expect(tables).toHaveLength(3);
    for (const table of tables) {
      expect(table).not.toHaveClass('admin-visually-hidden');
      expect(table.parentElement).toHaveClass('admin-visually-hidden');
    }
  });
});

describe('Dashboard charts and the viewport', () => {
  it('load echarts and draw a chart only once it nears the screen; the tables are there before', async () => {
    viewport.restore();
    const phone = controlIntersections();
    try {
      renderAdmin('/admin/dashboard');
      await screen.findByRole('table', { name: 'Sales By Date' });
      const watchers = () => phone.observers().filter((o) => !o.disconnected);
      await waitFor(() => expect(watchers()).toHaveLength(3));
      expect(document.querySelectorAll('.echarts-for-react')).toHaveLength(0);
      const [monthly, ...below] = watchers();
      act(() => monthly?.report(true));
      await waitFor(() => expect(document.querySelectorAll('.echarts-for-react')).toHaveLength(1));
      expect(below.every((o) => !o.disconnected)).toBe(true);
      act(() => below.forEach((o) => o.report(true)));
      expect((await chartOptions()).map((o) => o?.series[0]?.type)).toEqual([
        'bar',
        'line',
        'line',
      ]);
    } finally {
      phone.restore();
    }
  });
});

describe('Dashboard charts and the theme', () => {
  const chartInstances = async () => (await drawnCharts()).map((el) => getInstanceByDom(el));

  it.each([
    ['dark', true],
    ['light', false],
  ] as const)('draws in the %s theme', async (theme, dark) => {
    renderAdmin('/admin/dashboard', { theme });
    const charts = await chartInstances();
    expect(charts).toHaveLength(3);
    // echarts' dark theme switches darkMode on; the default theme leaves it 'auto'.
    for (const chart of charts) expect(chart?.getOption().darkMode === true).toBe(dark);
  });
});

describe('Dashboard charts bundle', () => {
  /** Draws a probe chart and reports whether echarts knew the series type and component. */
  function probe(seriesType: string, component: string) {
    const el = document.createElement('div');
    el.style.height = '100px';
    document.body.append(el);
    const chart: EChartsType = init(el);
    chart.setOption({
      xAxis: { type: 'category', data: ['a'] },
      yAxis: { type: 'value' },
      [component]: {},
      series: [{ type: seriesType, data: [1] }],
    });
    // getModel is internal to echarts: the only way to ask which components were built.
    const model = (
      chart as unknown as { getModel(): { getComponent(type: string): unknown } }
    ).getModel();
    const drawn = {
      series: (chart.getOption().series as unknown[]).length === 1,
      component: Boolean(model.getComponent(component)),
    };
    chart.dispose();
    el.remove();
    return drawn;
  }

  it('registers on echarts/core only the bar and line charts, grid, legend and tooltip', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/dashboard');
    await drawnCharts();
    for (const used of ['grid', 'legend', 'tooltip']) {
      expect(probe('bar', used)).toEqual({ series: true, component: true });
    }
    expect(probe('line', 'grid').series).toBe(true);
    for (const unused of ['pie', 'scatter', 'radar', 'gauge', 'candlestick', 'map']) {
      expect(probe(unused, 'grid').series).toBe(false);
    }
    for (const unused of ['title', 'dataZoom', 'toolbox', 'visualMap', 'dataset']) {
      expect(probe('bar', unused).component).toBe(false);
    }
    quiet.mockRestore();
  });

  it('imports echarts only through echarts/core and its chart, component and renderer parts', () => {
    // The full 'echarts' entry (or echarts-for-react's default, which imports it) would bundle
    // every chart type.
    const allowed = [
      'echarts/core',
      'echarts/charts',
      'echarts/components',
      'echarts/renderers',
      'echarts-for-react/lib/core',
    ];
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name)
            ? [join(dir, entry.name)]
            : [],
      );
    const imported = sources(join(__dirname, '../../..')).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/from '(echarts[^']*)'|import '(echarts[^']*)'/g),
      ].map((m) => m[1] ?? m[2]),
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !allowed.includes(name ?? ''))).toEqual([]);
  });
});
