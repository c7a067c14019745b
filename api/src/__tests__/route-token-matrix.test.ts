import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTokenService } from '../lib/tokens';
import { SHOPPER, suiteApp, TEST_SECRET } from '../test-support/test-app';

type Access = 'public' | 'user' | 'admin';

/** Who may call each route of the OpenAPI document; the test fails when a route is missing. */
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'user',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/categories-containing-products': 'public',
  'GET /api/products': 'public',
  'GET /api/product/{id}': 'public',
  'GET /api/related-products': 'public',
  'GET /api/popular-products': 'public',
  'GET /api/best-selling-products': 'public',
  'GET /api/recent-products': 'public',
  'GET /api/search': 'public',
  'GET /api/track-order': 'public',
  'POST /api/contact': 'public',
  'POST /api/newsletter': 'public',
  'POST /api/vitals': 'public',
  'GET /api/dev/outbox': 'public',
  'GET /api/cart/': 'user',
  'POST /api/cart/add-product': 'user',
  'PATCH /api/cart/items/{id}': 'user',
  'DELETE /api/cart/items/{id}': 'user',
  'POST /api/checkout': 'user',
  'GET /api/orders': 'user',
  'GET /api/orders/last-billing': 'user',
  'GET /api/user/me': 'user',
  'GET /api/user/settings': 'user',
  'PUT /api/user/settings': 'user',
  'PUT /api/user/profile': 'user',
  'GET /api/invitations/': 'user',
  'POST /api/invitations/': 'user',
  'GET /api/admin/products': 'admin',
  'POST /api/admin/products': 'admin',
  'PUT /api/admin/products/{id}': 'admin',
  'DELETE /api/admin/products/{id}': 'admin',
  'GET /api/admin/categories': 'admin',
  'POST /api/admin/categories': 'admin',
  'PUT /api/admin/categories/{id}': 'admin',
  'POST /api/admin/uploads': 'admin',
  'GET /api/admin/orders': 'admin',
  'PATCH /api/admin/orders/{id}': 'admin',
  'GET /api/admin/customers': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/notifications': 'admin',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings': 'admin',
  'GET /api/admin/invitations': 'admin',
  'POST /api/admin/invitations': 'admin',
  'DELETE /api/admin/invitations/{code}': 'admin',
  'GET /api/admin/vitals': 'admin',
};

const SAMPLE_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  code: 'NO-SUCH-CODE',
};
const NUMERIC_ID = /\/(products|product)\/\{id\}$/;

type Kind =
  | 'none'
  | 'garbage'
  | 'expired'
  | 'tampered'
  | 'forged claims'
  | 'alg none'
  | 'other secret'
  | 'demoted admin'
  | 'deleted admin'
  | 'deleted customer'
  | 'logged out'
  | 'before reset'
  | 'customer'
  | "other user's"
  | 'admin';

/** The answer a token of each kind must get on a route that needs a signed-in caller. */
const REFUSED: Partial<Record<Kind, string>> = {
  none: 'Unauthorized',
  garbage: 'Unauthorized',
  expired: 'Expired token',
  tampered: 'Unauthorized',
  'forged claims': 'Unauthorized',
  'alg none': 'Unauthorized',
  'other secret': 'Unauthorized',
  'demoted admin': 'Session ended',
  'deleted admin': 'Session ended',
  'deleted customer': 'Session ended',
  'logged out': 'Session ended',
  'before reset': 'Session ended',
};
const KINDS = [...Object.keys(REFUSED), 'customer', "other user's", 'admin'] as Kind[];
/** Logout ends the session it is called with: valid kinds get a session of their own there. */
const CREDENTIALS: Partial<Record<Kind, [string, string]>> = {
  customer: [SHOPPER.email, SHOPPER.password],
  "other user's": ['lena@shop.test', 'Customer#2026'],
  admin: ['admin@shop.test', 'Admin#2026'],
};

function expected(access: Access, kind: Kind): { status: number; error?: string } | 'allowed' {
  if (access === 'public') return 'allowed';
  const refused = REFUSED[kind];
  if (refused) return { status: 401, error: refused };
  if (access === 'admin' && kind !== 'admin') return { status: 403, error: 'Forbidden' };
  return 'allowed';
}

describe('the route × token matrix', () => {
  const t = suiteApp({}, { devOutbox: true });
  const tokens: Partial<Record<Kind, string>> = {};
  let routes: string[];

  const setRole = (email: string, role: 'admin' | 'customer') =>
    t.database.db.update(users).set({ role }).where(eq(users.email, email));
  const deleteUser = (email: string) => t.database.db.delete(users).where(eq(users.email, email));

  beforeAll(async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const customer = await t.login(SHOPPER.email, SHOPPER.password);
    const [head, , signature] = customer.split('.');
    const claims = JSON.parse(Buffer.from(customer.split('.')[1]!, 'base64url').toString());
    tokens.customer = customer;
    tokens["other user's"] = await t.login('lena@shop.test', 'Customer#2026');
    tokens.admin = await t.login('admin@shop.test', 'Admin#2026');
    tokens.garbage = 'not-a-token';
    tokens.expired = await createTokenService(TEST_SECRET, -60).sign({
      userId: claims.sub,
      sessionId: claims.sid,
    });
    tokens.tampered = `${customer.slice(0, -4)}${customer.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    tokens['forged claims'] = `${head}.${part({ ...claims, sub: '1' })}.${signature}`;
    tokens['alg none'] = `${part({ alg: 'none' })}.${part({ ...claims, sub: '1' })}.`;
    tokens['other secret'] = await createTokenService('f'.repeat(8) + TEST_SECRET, 60).sign({
      userId: 1,
      sessionId: claims.sid,
    });
    // An admin made a customer, and admins and a customer deleted, after they signed in.
    await setRole('kenji@shop.test', 'admin');
    tokens['demoted admin'] = await t.login('kenji@shop.test', 'Customer#2026');
    await setRole('kenji@shop.test', 'customer');
    await setRole('lucas@shop.test', 'admin');
    tokens['deleted admin'] = await t.login('lucas@shop.test', 'Customer#2026');
    await deleteUser('lucas@shop.test');
    tokens['deleted customer'] = await t.login('amara@shop.test', 'Customer#2026');
    await deleteUser('amara@shop.test');
    tokens['logged out'] = await t.login('sofia@shop.test', 'Customer#2026');
    const logout = await t.call({
      method: 'POST',
      url: '/api/auth/logout',
      token: tokens['logged out'],
    });
    expect(logout.statusCode).toBe(204);
    tokens['before reset'] = await t.login('omar@shop.test', 'Customer#2026');
    const [omar] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'omar@shop.test'));
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: await t.app.repos.passwordResets.issue(omar!.id),
        password: 'Fresh#Start-42',
      },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('classifies every route of the OpenAPI document, and documents the bearer where needed', () => {
    expect([...routes].sort()).toEqual(Object.keys(ACCESS).sort());
  });

  const cases = Object.keys(ACCESS).flatMap((route) => KINDS.map((kind) => [route, kind] as const));
  it.each(cases)('%s with %s token', async (route, kind) => {
    const [method, template] = route.split(' ') as [string, string];
    const url = template.replace(/\{(\w+)\}/g, (_m, name: string) =>
      NUMERIC_ID.test(template) ? '999999' : (SAMPLE_PARAMS[name] ?? 'x'),
    );
    const fresh = route === 'POST /api/auth/logout' ? CREDENTIALS[kind] : undefined;
    const response = await t.call({
      method: method as 'GET',
      url,
      token: fresh ? await t.login(...fresh) : tokens[kind],
      ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
    });
    const want = expected(ACCESS[route]!, kind);
    if (want === 'allowed') {
      expect([401, 403]).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    } else {
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: want.status,
        body: { error: want.error },
      });
    }
  });
});
