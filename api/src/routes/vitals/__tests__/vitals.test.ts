import { sql } from 'drizzle-orm';
import { webVitals } from '../../../db/schema';
import { ADMIN, callerAs, SHOPPER, suiteApp } from '../../../test-support/test-app';

const DAY = 86_400_000;
const entry = (over: Record<string, unknown> = {}) => ({
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  route: '/product/:id',
  remote: 'mfe_catalog',
  ...over,
});

type Metrics = Record<string, { p75: number; count: number }>;
interface Report {
  days: number;
  pages: {
    route: string;
    remote: string;
    count: number;
    metrics: Metrics;
    views: { signedIn: boolean; count: number; metrics: Metrics }[];
  }[];
}

describe('POST /api/vitals and GET /api/admin/vitals', () => {
  const t = suiteApp({ admin: ADMIN, shopper: SHOPPER });
  beforeEach(() => t.database.db.delete(webVitals));

  const send = (payload: unknown, contentType = 'application/json') =>
    t.call({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const rows = () => t.database.db.select().from(webVitals);
  const report = (query = '') => callerAs(t, 'admin')('GET', `/api/admin/vitals${query}`);

  it('stores a signed-out shopper’s batch, sent as JSON or as sendBeacon’s text/plain', async () => {
    expect((await send([entry(), entry({ name: 'CLS', value: 0.02 })])).statusCode).toBe(204);
    const beacon = await send(
      JSON.stringify([entry({ name: 'INP', value: 80, route: '/', remote: 'shell' })]),
      'text/plain;charset=UTF-8',
    );
    expect(beacon.statusCode).toBe(204);
    const stored = (await rows()).map(({ name, value, rating, route, remote }) => ({
      name,
      value,
      rating,
      route,
      remote,
    }));
    expect(stored).toEqual(
      expect.arrayContaining([
        entry(),
        entry({ name: 'CLS', value: 0.02 }),
        entry({ name: 'INP', value: 80, route: '/', remote: 'shell' }),
      ]),
    );
    expect(stored).toHaveLength(3);
  });

  it('keeps nothing that names a person: no user, address or browser column', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/vitals',
      token: t.shopper,
      headers: { 'user-agent': 'Mozilla/5.0 Probe', 'x-forwarded-for': '203.0.113.9' },
      payload: [entry({ signedIn: true })],
    });
    expect(response.statusCode).toBe(204);
    const columns = (await t.database.db.execute(
      sql`select column_name from information_schema.columns
          where table_name = 'web_vitals' and table_schema = current_schema() order by 1`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((row) => row.column_name)).toEqual([
      'created_at',
      'id',
      'name',
      'rating',
      'remote',
      'route',
      'signed_in',
      'value',
    ]);
    expect(JSON.stringify(await rows())).not.toMatch(/shopper|Probe|203\.0\.113/);
  });

  const BAD: [string, unknown][] = [
    ['an object instead of a batch', entry()],
    ['an empty batch', []],
    ['more than 50 entries', Array.from({ length: 51 }, () => entry())],
    ['an unknown metric', [entry({ name: 'FID' })]],
    ['a negative value', [entry({ value: -1 })]],
    ['a value beyond ten minutes', [entry({ value: 600_001 })]],
    ['a CLS beyond 100', [entry({ name: 'CLS', value: 101 })]],
    ['a value as text', [entry({ value: 'fast' })]],
    ['a value of null (NaN and Infinity in JSON)', [entry({ value: null })]],
    ['an unknown rating', [entry({ rating: 'great' })]],
    ['a raw address with a query', [entry({ route: '/product/34?ref=mail' })]],
    ['a full URL', [entry({ route: 'https://shop.test/product/34' })]],
    ['a control character in the route', [entry({ route: '/product/\u0000' })]],
    ['a route of 201 characters', [entry({ route: `/${'a'.repeat(200)}` })]],
    ['an unknown remote', [entry({ remote: 'mfe_evil' })]],
    ['a missing route', [{ name: 'LCP', value: 1, remote: 'shell' }]],
    ['an unknown field', [entry({ user: 'x' })]],
    ['an unknown field in the third entry', [entry(), entry(), entry({ email: 'a@b.co' })]],
    ['signed-in state as text', [entry({ signedIn: 'yes' })]],
  ];
  it.each(BAD)('answers %s with 400 and stores nothing', async (_case, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
    if (_case.startsWith('an unknown field'))
      expect(response.json<{ error: string }>().error).toMatch(/(user|email) is not allowed/);
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    ['application/json', '[{"name":'],
    ['text/plain', 'not json'],
    ['text/plain;charset=UTF-8', ''],
  ])('answers a broken %s body with 400', async (contentType, body) => {
    const response = await send(body, contentType);
    expect(response.statusCode).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a body over 16 KB with 413, and other content types with 415', async () => {
    const big = Array.from({ length: 50 }, () => entry({ note: 'x'.repeat(400) }));
    expect(JSON.stringify(big).length).toBeGreaterThan(16 * 1024);
    expect((await send(big)).statusCode).toBe(413);
    expect((await send('<vitals/>', 'application/xml')).statusCode).toBe(415);
    expect(await rows()).toHaveLength(0);
  });

  it('reads text/plain as JSON on this route only', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'beacon@example.com' }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('reports the 75th percentile and count per page and metric over the last 7 days', async () => {
    const lcp = [1000, 2000, 3000, 4000].map((value) => entry({ value }));
    const cls = [0, 0.1].map((value) => entry({ name: 'CLS', value }));
    const home = [entry({ route: '/', remote: 'mfe_catalog', name: 'INP', value: 120 })];
    expect((await send([...lcp, ...cls, ...home])).statusCode).toBe(204);
    // Ten days old: outside the default window, inside a 30-day one.
    await t.database.db.insert(webVitals).values({
      name: 'LCP',
      value: 90_000,
      route: '/product/:id',
      remote: 'mfe_catalog',
      createdAt: new Date(Date.now() - 10 * DAY),
    });

    const response = await report();
    expect(response.statusCode).toBe(200);
    const body = response.json<Report>();
    expect(body.days).toBe(7);
    expect(body.pages).toEqual([
      {
        route: '/product/:id',
        remote: 'mfe_catalog',
        count: 6,
        metrics: { LCP: { p75: 3250, count: 4 }, CLS: { p75: 0.075, count: 2 } },
        views: [],
      },
      {
        route: '/',
        remote: 'mfe_catalog',
        count: 1,
        metrics: { INP: { p75: 120, count: 1 } },
        views: [],
      },
    ]);

    const month = (await report('?days=30')).json<Report>();
    expect(month.days).toBe(30);
    expect(month.pages[0]!.metrics.LCP).toEqual({ p75: 4000, count: 5 });
  });

  it('answers an empty report when nothing was measured', async () => {
    expect((await report()).json()).toEqual({ days: 7, pages: [] });
  });

  it.each(['?days=0', '?days=31', '?days=week', '?days=1.5'])(
    'refuses a window out of bounds (%s) with 400',
    async (query) => {
      expect((await report(query)).statusCode).toBe(400);
    },
  );

  it('is for staff only: 401 without a token, 403 for a customer', async () => {
    const anonymous = await t.call({ method: 'GET', url: '/api/admin/vitals' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await callerAs(t, 'shopper')('GET', '/api/admin/vitals');
    expect(customer.statusCode).toBe(403);
  });
});

describe('vitals limits from the environment', () => {
  const t = suiteApp(
    { admin: ADMIN },
    { rateLimitVitals: 3, vitalsRetentionDays: 5, vitalsWindowDays: 2 },
  );

  it('deletes measurements older than the retention window when beacons arrive', async () => {
    const old = { name: 'LCP', value: 1, route: '/product/:id', remote: 'mfe_catalog' };
    await t.database.db.insert(webVitals).values([
      { ...old, createdAt: new Date(Date.now() - 6 * DAY) },
      { ...old, value: 2, createdAt: new Date(Date.now() - 4 * DAY) },
    ]);
    const response = await t.call({ method: 'POST', url: '/api/vitals', payload: [entry()] });
    expect(response.statusCode).toBe(204);
    const values = (await t.database.db.select().from(webVitals)).map((row) => row.value);
    expect(values.sort()).toEqual([1234.5, 2]);
  });

  it('uses the configured window and refuses one beyond the retention', async () => {
    const get = (query: string) => callerAs(t, 'admin')('GET', `/api/admin/vitals${query}`);
    const body = (await get('')).json<Report>();
    expect(body.days).toBe(2);
    expect(body.pages.map((page) => page.count)).toEqual([1]);
    expect((await get('?days=5')).json<Report>().pages[0]!.metrics.LCP!.count).toBe(2);
    expect((await get('?days=6')).statusCode).toBe(400);
  });

  it('limits beacons per address per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await t.call({ method: 'POST', url: '/api/vitals', payload: [entry()] });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([204, 204, 429]);
    const other = await t.call({
      method: 'POST',
      url: '/api/vitals',
      remoteAddress: '198.51.100.7',
      payload: [entry()],
    });
    expect(other.statusCode).toBe(204);
  });
});
