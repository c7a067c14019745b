import { suiteApp } from '../test-support/test-app';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const ROUTES = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/signup',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/categories-containing-products',
  'GET /api/products',
  'GET /api/product/{id}',
  'POST /api/product/{id}/view',
  'GET /api/related-products',
  'GET /api/popular-products',
  'GET /api/best-selling-products',
  'GET /api/recent-products',
  'GET /api/search',
  'GET /api/cart/',
  'POST /api/cart/add-product',
  'PATCH /api/cart/items/{id}',
  'DELETE /api/cart/items/{id}',
  'POST /api/checkout',
  'GET /api/orders',
  'GET /api/orders/last-billing',
  'GET /api/track-order',
  'GET /api/user/me',
  'GET /api/user/settings',
  'PUT /api/user/settings',
  'PUT /api/user/profile',
  'GET /api/invitations/',
  'POST /api/invitations/',
  'POST /api/contact',
  'POST /api/newsletter',
  'POST /api/vitals',
  'GET /api/admin/products',
  'POST /api/admin/products',
  'PUT /api/admin/products/{id}',
  'DELETE /api/admin/products/{id}',
  'GET /api/admin/categories',
  'POST /api/admin/categories',
  'PUT /api/admin/categories/{id}',
  'POST /api/admin/uploads',
  'GET /api/admin/orders',
  'PATCH /api/admin/orders/{id}',
  'GET /api/admin/customers',
  'GET /api/admin/dashboard',
  'GET /api/admin/notifications',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/invitations',
  'POST /api/admin/invitations',
  'DELETE /api/admin/invitations/{code}',
  'GET /api/admin/vitals',
  'GET /api/dev/outbox',
  'GET /api/dev/product-views/{id}',
];
/** Routes that take no JSON body on purpose (an upload is multipart, a new invitation needs nothing). */
const NO_JSON_BODY = new Set([
  'POST /api/admin/uploads',
  'POST /api/invitations/',
  'POST /api/auth/logout',
  'POST /api/product/{id}/view',
]);

describe('the OpenAPI document at /api/docs', () => {
  const t = suiteApp({}, { devOutbox: true });
  let paths: Paths;
  beforeAll(async () => {
    paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Paths }>().paths;
  });

  const operations = () =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const,
      ),
    );

  it('lists every route of the API and nothing else', () => {
    expect(
      operations()
        .map(([name]) => name)
        .sort(),
    ).toEqual([...ROUTES].sort());
  });

  it('serves the UI page', async () => {
    const docs = await t.call({ method: 'GET', url: '/api/docs' });
    const location = String(docs.headers.location ?? '/api/docs');
    const page = await t.call({
      method: 'GET',
      url: new URL(location, 'http://x/api/docs/').pathname,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
    expect(page.body).toMatch(/swagger/i);
  });

  it.each(ROUTES)('documents %s with its schemas', (name) => {
    const op = operations().find(([n]) => n === name)?.[1];
    expect(op).toBeDefined();
    const success = Object.entries(op!.responses).filter(([code]) => /^2/.test(code));
    expect(success).toHaveLength(1);
    const [code, response] = success[0]!;
    if (code !== '204') expect(response.content?.['application/json']?.schema).toBeDefined();
    expect(op!.responses['500']?.content?.['application/json']?.schema).toMatchObject({
      properties: { error: { type: 'string' } },
    });
    for (const param of name.match(/\{(\w+)\}/g) ?? [])
      expect(op!.parameters?.map((p) => `{${p.name}}`)).toContain(param);
    const method = name.split(' ')[0]!;
    if (['POST', 'PUT', 'PATCH'].includes(method) && !NO_JSON_BODY.has(name))
      expect(op!.requestBody?.content['application/json']?.schema).toBeDefined();
  });
});
