import { SHOPPER, suiteApp } from '../test-support/test-app';

const SHOP = 'http://localhost:3000';
const FOREIGN = 'https://evil.example';

describe('CORS', () => {
  const t = suiteApp({ shopper: SHOPPER });

  const allowHeaders = (headers: Record<string, unknown>) =>
    Object.keys(headers).filter((name) => name.startsWith('access-control-allow'));

  it.each(['/api/products', '/api/cart', '/api/admin/settings', '/api/auth/login'])(
    'gives a foreign origin no allow headers on %s, nor on its preflight',
    async (url) => {
      const preflight = await t.call({
        method: 'OPTIONS',
        url,
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(allowHeaders(preflight.headers)).toEqual([]);
      const response = await t.call({
        method: 'GET',
        url,
        token: t.shopper,
        headers: { origin: FOREIGN },
      });
      expect(allowHeaders(response.headers)).toEqual([]);
    },
  );

  it("answers the shop's own origin, and never reflects what it is sent", async () => {
    const preflight = await t.call({
      method: 'OPTIONS',
      url: '/api/admin/settings',
      headers: { origin: SHOP, 'access-control-request-method': 'PUT' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SHOP);
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'Accept, Authorization, Content-Type, Idempotency-Key',
    );
    // Place Order from the shop's page: its idempotency key must pass the preflight, or the
    // browser never sends the order.
    const checkout = await t.call({
      method: 'OPTIONS',
      url: '/api/orders/checkout',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(checkout.statusCode).toBe(204);
    expect(checkout.headers['access-control-allow-headers']).toMatch(/\bIdempotency-Key\b/);
    const lookalike = await t.call({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'http://localhost:3000.evil.example' },
    });
    expect(lookalike.headers['access-control-allow-origin']).toBeUndefined();
  });
});
