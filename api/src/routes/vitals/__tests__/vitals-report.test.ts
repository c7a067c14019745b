import { ROUTE_PATTERNS } from 'shell/pages.mjs';
import { webVitals } from '../../../db/schema';
import { ADMIN, callerAs, suiteApp } from '../../../test-support/test-app';

const entry = (over: Record<string, unknown> = {}) => ({
  name: 'LCP',
  value: 1000,
  route: '/product/:id',
  remote: 'mfe_catalog',
  ...over,
});

type Metrics = Record<string, { p75: number; count: number }>;
interface Page {
  route: string;
  count: number;
  metrics: Metrics;
  views: { signedIn: boolean; count: number; metrics: Metrics }[];
}

describe('the vitals report: the shop’s routes, signed in and signed out apart', () => {
  const t = suiteApp({ admin: ADMIN });
  beforeEach(() => t.database.db.delete(webVitals));

  const send = (payload: unknown[]) => t.call({ method: 'POST', url: '/api/vitals', payload });
  const pages = async () =>
    (await callerAs(t, 'admin')('GET', '/api/admin/vitals')).json<{ pages: Page[] }>().pages;

  it('files routes the shop does not have under one "other" row', async () => {
    const invented = Array.from({ length: 40 }, (_, i) => entry({ route: `/invented-${i}` }));
    const odd = ['/admin', '/product/1/2', '/Products', '/invitations/:id', '/products/'];
    expect((await send(invented)).statusCode).toBe(204);
    expect((await send(odd.map((route) => entry({ route })))).statusCode).toBe(204);
    expect((await send([entry()])).statusCode).toBe(204);
    const report = await pages();
    expect(report.map((page) => [page.route, page.count])).toEqual([
      ['other', 45],
      ['/product/:id', 1],
    ]);
  });

  it('files an address under the pattern it matches, and keeps every pattern of the shop', async () => {
    const addresses = ['/product/123', '/product/abc', '/admin/products', '/admin/orders/9'];
    expect((await send(addresses.map((route) => entry({ route })))).statusCode).toBe(204);
    expect((await send(ROUTE_PATTERNS.map((route) => entry({ route })))).statusCode).toBe(204);
    const counts = Object.fromEntries((await pages()).map((page) => [page.route, page.count]));
    expect(counts).toEqual({
      ...Object.fromEntries(ROUTE_PATTERNS.map((route) => [route, 1])),
      '/product/:id': 3,
      '/admin/*': 3,
    });
  });

  it('splits each page into signed-out and signed-in views', async () => {
    const signedOut = [800, 900, 1000, 1100].map((value) => entry({ value, signedIn: false }));
    const signedIn = [2000, 3000].map((value) => entry({ value, signedIn: true }));
    const cls = entry({ name: 'CLS', value: 0.05, signedIn: true });
    // A browser from before the split: counted for the page, in neither view.
    const unsaid = entry({ value: 5000 });
    expect((await send([...signedOut, ...signedIn, cls, unsaid])).statusCode).toBe(204);
    expect(await pages()).toEqual([
      {
        route: '/product/:id',
        remote: 'mfe_catalog',
        count: 8,
        metrics: { LCP: { p75: 2500, count: 7 }, CLS: { p75: 0.05, count: 1 } },
        views: [
          { signedIn: false, count: 4, metrics: { LCP: { p75: 1025, count: 4 } } },
          {
            signedIn: true,
            count: 3,
            metrics: { LCP: { p75: 2750, count: 2 }, CLS: { p75: 0.05, count: 1 } },
          },
        ],
      },
    ]);
  });
});
