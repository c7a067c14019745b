import { createTokenService } from '../../../lib/tokens';
import {
  ADMIN,
  createTestApp,
  SHOPPER,
  TEST_SECRET,
  type TestApp,
} from '../../../test-support/test-app';

const ROUTES: [string, string][] = [
  ['GET', '/api/admin/products'],
  ['POST', '/api/admin/products'],
  ['PUT', '/api/admin/products/1'],
  ['DELETE', '/api/admin/products/1'],
  ['POST', '/api/admin/uploads'],
  ['GET', '/api/admin/orders'],
  ['PATCH', '/api/admin/orders/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/customers'],
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/notifications'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings'],
  ['GET', '/api/admin/invitations'],
  ['POST', '/api/admin/invitations'],
  ['DELETE', '/api/admin/invitations/DEMO-INVITE-20'],
];

describe('the role matrix of /api/admin', () => {
  let t: TestApp;
  const tokens: Record<string, string | undefined> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const customer = await t.login(SHOPPER.email, SHOPPER.password);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const [head, payload, signature] = admin.split('.');
    // The same claims with another signature, and a customer token whose payload claims admin.
    const forged = Buffer.from(
      JSON.stringify({ role: 'admin', sub: '1', exp: 9_999_999_999 }),
    ).toString('base64url');
    tokens.none = undefined;
    tokens.customer = customer;
    tokens.expired = await createTokenService(TEST_SECRET, -60).sign({ userId: 1, role: 'admin' });
    tokens.tampered = `${head}.${payload}.${signature?.slice(0, -4)}AAAA`;
    tokens.forged = `${customer.split('.')[0]}.${forged}.${customer.split('.')[2]}`;
    tokens.otherSecret = await createTokenService(
      'another-secret-that-is-long-enough-0123456789',
      60,
    ).sign({ userId: 1, role: 'admin' });
    tokens.garbage = 'not-a-token';
  });
  afterAll(() => t?.close());

  const expected: Record<string, [number, string]> = {
    none: [401, 'Unauthorized'],
    customer: [403, 'Forbidden'],
    expired: [401, 'Expired token'],
    tampered: [401, 'Unauthorized'],
    forged: [401, 'Unauthorized'],
    otherSecret: [401, 'Unauthorized'],
    garbage: [401, 'Unauthorized'],
  };

  for (const [method, url] of ROUTES) {
    it.each(Object.keys(expected))(`${method} ${url} with %s token`, async (kind) => {
      const response = await t.call({
        method: method as 'GET',
        url,
        token: tokens[kind],
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      const [status, error] = expected[kind]!;
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error });
    });
  }

  it('lets an admin in', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    expect((await t.call({ method: 'GET', url: '/api/admin/settings', token })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired token on customer routes with Expired token', async () => {
    const expired = await createTokenService(TEST_SECRET, -60).sign({
      userId: 2,
      role: 'customer',
    });
    expect((await t.call({ method: 'GET', url: '/api/cart', token: expired })).json()).toEqual({
      error: 'Expired token',
    });
  });
});
