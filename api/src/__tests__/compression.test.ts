import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SHOPPER, suiteApp } from '../test-support/test-app';

describe('compressed answers', () => {
  const t = suiteApp({ shopper: SHOPPER });
  const LISTING = '/api/products?pageSize=24';

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends a listing in %s to a client that takes it, a fraction of its size, the same JSON',
    async (encoding, decompress) => {
      const plain = await t.call({ method: 'GET', url: LISTING });
      const packed = await t.call({
        method: 'GET',
        url: LISTING,
        headers: { 'accept-encoding': `${encoding}` },
      });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decompress(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );

  it('sends it as it is to a client that takes no encoding, and the signed-in calls alike', async () => {
    const plain = await t.call({ method: 'GET', url: LISTING });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('products');
    const cart = await t.call({
      method: 'GET',
      url: '/api/cart',
      token: t.shopper,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['content-encoding']).toBeUndefined();
  });

  it('refuses bad input and a caller without a session as plainly, whatever it accepts', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const bad = await t.call({ method: 'GET', url: '/api/products?pageSize=many', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('error');
    const anonymous = await t.call({ method: 'GET', url: '/api/cart', headers });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');
  });
});
