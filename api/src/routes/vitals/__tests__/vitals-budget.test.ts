import { webVitals } from '../../../db/schema';
import { TEST_REDIS_URL, testRedisPrefix } from '../../../test-support/redis';
import { createTestApp, suiteApp, type TestApp } from '../../../test-support/test-app';

const entry = { name: 'LCP', value: 1200, route: '/product/:id', remote: 'mfe_catalog' };
const batch = (size: number) => Array.from({ length: size }, () => entry);
const send = (app: Pick<TestApp, 'call'>, size: number, remoteAddress = '127.0.0.1') =>
  app.call({ method: 'POST', url: '/api/vitals', remoteAddress, payload: batch(size) });

describe('what one sender may store (RATE_LIMIT_VITALS_ROWS)', () => {
  const t = suiteApp({}, { rateLimitVitalsRows: 10 });
  beforeEach(() => t.database.db.delete(webVitals));

  it('counts rows, not beacons: the write past the budget is refused and stores nothing', async () => {
    expect((await send(t, 6, '192.0.2.10')).statusCode).toBe(204);
    expect((await send(t, 4, '192.0.2.10')).statusCode).toBe(204);
    const over = await send(t, 1, '192.0.2.10');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: expect.stringMatching(/^Too many measurements/) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.database.db.$count(webVitals)).toBe(10);
  });

  it('leaves other senders their own budget', async () => {
    expect((await send(t, 10, '192.0.2.20')).statusCode).toBe(204);
    expect((await send(t, 1, '192.0.2.20')).statusCode).toBe(429);
    expect((await send(t, 10, '192.0.2.21')).statusCode).toBe(204);
    expect(await t.database.db.$count(webVitals)).toBe(20);
  });

  it('does not spend the budget on a beacon refused as bad', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/api/vitals',
      remoteAddress: '192.0.2.30',
      payload: [...batch(9), { ...entry, user: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await send(t, 10, '192.0.2.30')).statusCode).toBe(204);
  });
});

describe('the vitals budget with REDIS_URL', () => {
  it('is one budget for every instance', async () => {
    const { prefix, clean } = testRedisPrefix();
    const options = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix, rateLimitVitalsRows: 8 };
    const one = await createTestApp(options);
    const two = await createTestApp(options);
    try {
      const codes = [];
      for (let i = 0; i < 6; i += 1) codes.push((await send(i % 2 ? two : one, 2)).statusCode);
      expect(codes).toEqual([204, 204, 204, 204, 429, 429]);
    } finally {
      await one.close();
      await two.close();
      await clean();
    }
  });
});
