import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import type { Language, Theme, VitalsReport } from '@shop/contracts';
import { setupApiServer, renderWithProviders } from '@shop/testing';
import { NAMESPACE } from '../../../lib/i18n';
import { allTexts as resources } from '../../../testing/texts';
import { adminSession, renderAdmin } from '../../../testing/render-admin';
import { VitalsPanel } from '../components/vitals-panel';

const api = setupApiServer();

// The panel must draw without the charts library: loading it here fails the test.
jest.mock('echarts/core', () => {
  throw new Error('the vitals panel loaded echarts');
});
jest.mock('echarts-for-react/lib/core', () => {
  throw new Error('the vitals panel loaded echarts-for-react');
});

const report: VitalsReport = {
  days: 7,
  pages: [
    {
      route: '/product/:id',
      remote: 'mfe_catalog',
      count: 1234,
      metrics: {
        LCP: { p75: 2100, count: 400 },
        INP: { p75: 320, count: 400 },
        CLS: { p75: 0.3, count: 434 },
      },
      views: [
        {
          signedIn: false,
          count: 800,
          metrics: { LCP: { p75: 1200, count: 260 }, INP: { p75: 90, count: 260 } },
        },
        {
          signedIn: true,
          count: 434,
          metrics: { LCP: { p75: 2600, count: 140 }, INP: { p75: 480, count: 140 } },
        },
      ],
    },
    {
      route: '/cart',
      remote: 'mfe_cart_checkout',
      count: 9,
      metrics: { LCP: { p75: 4500, count: 5 }, TTFB: { p75: 80, count: 4 } },
      views: [],
    },
    {
      route: 'other',
      remote: 'shell',
      count: 3,
      metrics: { LCP: { p75: 1000, count: 3 } },
      views: [],
    },
  ],
};

function renderPanel(
  answer: { status?: number; body: unknown },
  { language = 'en', theme = 'light' }: { language?: Language; theme?: Theme } = {},
) {
  api.on({ 'GET /admin/vitals': answer });
  renderWithProviders(<VitalsPanel />, {
    session: adminSession(),
    language,
    theme,
    namespace: NAMESPACE,
    resources,
  });
  return api;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Core Web Vitals panel', () => {
  it('shows the 75th percentile per page in a table, each value with its rating', async () => {
    renderPanel({ body: report });
    const table = await screen.findByRole('table', {
      name: 'Core Web Vitals (75th percentile, last 7 days)',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Page', 'App', 'Visitors', 'LCP', 'INP', 'CLS', 'Measurements']);
    const product = within(table).getByRole('row', { name: /\/product\/:id/ });
    expect(
      within(product)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['/product/:id', 'All']);
    expect(cellsOf(product)).toEqual([
      'mfe_catalog',
      '2.1 sGood',
      '320 msNeeds improvement',
      '0.30Poor',
      '1,234',
    ]);
    const cart = within(table).getByRole('row', { name: /\/cart/ });
    expect(cellsOf(cart)).toEqual(['mfe_cart_checkout', '4.5 sPoor', '—No data', '—No data', '9']);
    // Routes the shop does not have come as one row, named in words.
    expect(within(table).getByRole('row', { name: /Other pages/ })).toBeInTheDocument();
    // Colour follows the rating (the text says it too).
    expect(within(product).getByText('Good').parentElement).toHaveClass('admin-vital-good');
    expect(within(product).getByText('Needs improvement').parentElement).toHaveClass(
      'admin-vital-needs-improvement',
    );
    expect(within(product).getByText('Poor').parentElement).toHaveClass('admin-vital-poor');
    expect(screen.getByTitle('Largest Contentful Paint')).toHaveTextContent('LCP');
  });

  it('shows signed-out and signed-in visitors of a page apart, under its page', async () => {
    renderPanel({ body: report });
    const table = await screen.findByRole('table');
    const [product, cart] = within(table).getAllByRole('rowgroup').slice(1);
    const rows = within(product!).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('rowheader').at(-1)!.textContent)).toEqual([
      'All',
      'Signed out',
      'Signed in',
    ]);
    expect(cellsOf(rows[1]!)).toEqual(['1.2 sGood', '90 msGood', '—No data', '800']);
    expect(cellsOf(rows[2]!)).toEqual([
      '2.6 sNeeds improvement',
      '480 msNeeds improvement',
      '—No data',
      '434',
    ]);
    // The page heads its group, for every row of it.
    const page = within(rows[0]!).getAllByRole('rowheader')[0]!;
    expect(page).toHaveAttribute('scope', 'rowgroup');
    expect(page).toHaveAttribute('rowspan', '3');
    // On a phone each row is a card: every value cell names its column.
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['LCP', 'INP', 'CLS', 'Measurements']);
    // A page measured only before the split has its one row.
    expect(within(cart!).getAllByRole('row')).toHaveLength(1);
  });

  it('asks the API for the report of the configured window and titles it so', async () => {
    const api = renderPanel({ body: { ...report, days: 1 } });
    expect(
      await screen.findByRole('heading', { name: 'Core Web Vitals (75th percentile, last day)' }),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /admin/vitals');
  });

  it('says so when no shopper has been measured yet', async () => {
    renderPanel({ body: { days: 7, pages: [] } });
    expect(
      await screen.findByText('No measurements from shoppers in this period yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the report cannot be loaded', async () => {
    renderPanel({ status: 500, body: { error: 'Internal server error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the data. Please try again.',
    );
  });

  it.each([
    [
      'es',
      'Core Web Vitals (percentil 75, últimos 7 días)',
      '2,1 sBueno',
      'Deficiente',
      'Sin sesión',
      'Con sesión',
      'Otras páginas',
    ],
    [
      'pt',
      'Core Web Vitals (percentil 75, últimos 7 dias)',
      '2,1 sBom',
      'Ruim',
      'Sem sessão',
      'Com sessão',
      'Outras páginas',
    ],
  ] as const)('speaks %s', async (language, title, lcp, poor, signedOut, signedIn, other) => {
    renderPanel({ body: report }, { language, theme: 'dark' });
    const table = await screen.findByRole('table', { name: title });
    const product = within(table).getByRole('row', { name: /\/product\/:id/ });
    expect(cellsOf(product)[1]).toBe(lcp);
    expect(within(product).getByText(poor)).toBeInTheDocument();
    for (const label of [signedOut, signedIn, other])
      expect(within(table).getByRole('rowheader', { name: label })).toBeInTheDocument();
  });

  it('sits on the dashboard page', async () => {
    api.on({
      'GET /admin/vitals': { body: report },
      'GET /admin/notifications': { body: { items: [] } },
      'GET /admin/dashboard': { status: 404, body: { error: 'Not found' } },
    });
    renderAdmin('/admin/dashboard');
    expect(
      await screen.findByRole('heading', {
        name: 'Core Web Vitals (75th percentile, last 7 days)',
      }),
    ).toBeInTheDocument();
  });
});

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('Core Web Vitals panel colours', () => {
  const css = readFileSync(join(__dirname, '..', 'vitals-panel.css'), 'utf8');
  const theme = readFileSync(
    join(__dirname, '..', '..', '..', '..', '..', 'shell', 'src', 'styles', 'global.css'),
    'utf8',
  );
  /** The tokens of one theme block of the shell's stylesheet. */
  const tokens = (selector: string) => {
    const block = theme.slice(theme.indexOf(`${selector} {`));
    const body = block.slice(0, block.indexOf('}'));
    return Object.fromEntries(
      [...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]),
    );
  };
  /** The token a rule of the panel's stylesheet uses for a property, and its fallback. */
  const uses = (rule: string, property: string) => {
    const block = css.slice(css.indexOf(`${rule} {`));
    const match = new RegExp(`${property}:\\s*var\\((--[\\w-]+),\\s*(#[0-9a-f]{6})\\)`, 'i').exec(
      block.slice(0, block.indexOf('}')),
    );
    if (!match) throw new Error(`${rule} has no ${property} token`);
    return { token: match[1]!, fallback: match[2]! };
  };

  it.each(['good', 'needs-improvement', 'poor'])(
    'gives %s text a contrast of at least 4.5:1 in both themes',
    (rating) => {
      const text = uses(`.admin-vital-${rating}`, 'color');
      const background = uses('.admin-vital', 'background');
      for (const selector of [':root', ":root[data-theme='dark']"]) {
        const values = { ...tokens(':root'), ...tokens(selector) };
        const ratio = contrast(values[text.token]!, values[background.token]!);
        expect({ selector, ratio: Math.min(ratio, 4.5) }).toEqual({ selector, ratio: 4.5 });
      }
      expect(contrast(text.fallback, background.fallback)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
