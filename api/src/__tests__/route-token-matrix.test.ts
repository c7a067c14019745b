import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTokenService } from '../lib/tokens';
import { SHOPPER, suiteApp, TEST_SECRET } from '../test-support/test-app';

type Access = 'public' | 'user' | 'admin';

interface Route {
  method: string;
  template: string;
  access: Access;
}

interface Operation {
  security?: unknown[];
  tags?: string[];
}

/**
 * Who may call a route, as its OpenAPI document says: a route that documents the bearer needs a
 * signed-in caller, an admin when it is also tagged `admin` (schemas/common's bearer()).
 * Routes are read from the running app's document, so a new route is in the matrix at once.
 */
function accessOf(operation: Operation): Access {
  if (!operation.security?.length) return 'public';
  return operation.tags?.includes('admin') ? 'admin' : 'user';
}

const SAMPLE_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  code: 'NO-SUCH-CODE',
};
const NUMERIC_ID = /\/(products|product)\/\{id\}(\/view)?$/;

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
  let routes: Route[];

  const setRole = (email: string, role: 'admin' | 'customer') =>
    t.database.db.update(users).set({ role }).where(eq(users.email, email));
  const deleteUser = (email: string) => t.database.db.delete(users).where(eq(users.email, email));

  beforeAll(async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    routes = Object.entries(doc.paths).flatMap(([template, ops]) =>
      Object.entries(ops).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        access: accessOf(operation),
      })),
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

  it('finds the routes in the running app, every kind of access among them', () => {
    const count = (access: Access) => routes.filter((route) => route.access === access).length;
    expect(count('public')).toBeGreaterThan(5);
    expect(count('user')).toBeGreaterThan(5);
    expect(count('admin')).toBeGreaterThan(5);
    // Admin routes document the bearer and the admin tag; no other route lives under /admin.
    for (const route of routes)
      expect([route.template, route.access === 'admin']).toEqual([
        route.template,
        route.template.startsWith('/api/admin/'),
      ]);
  });

  /** One route called with one kind of token: null when it answers as its document says. */
  async function misanswer({ method, template, access }: Route, kind: Kind) {
    const url = template.replace(/\{(\w+)\}/g, (_m, name: string) =>
      NUMERIC_ID.test(template) ? '999999' : (SAMPLE_PARAMS[name] ?? 'x'),
    );
    const fresh = template === '/api/auth/logout' ? CREDENTIALS[kind] : undefined;
    const response = await t.call({
      method: method as 'GET',
      url,
      token: fresh ? await t.login(...fresh) : tokens[kind],
      ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
    });
    const want = expected(access, kind);
    const got = { status: response.statusCode, body: response.body };
    if (want === 'allowed')
      return [401, 403].includes(got.status) || got.status >= 500
        ? `${method} ${url}: ${got.status} ${got.body}`
        : null;
    const body = JSON.stringify({ error: want.error });
    return got.status === want.status && got.body === body
      ? null
      : `${method} ${url}: ${got.status} ${got.body}`;
  }

  it.each(KINDS)('every route answers a %s token as its document says', async (kind) => {
    const wrong = [];
    for (const route of routes) wrong.push(await misanswer(route, kind));
    expect(wrong.filter(Boolean)).toEqual([]);
  });
});
