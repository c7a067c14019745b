import { createTestApp, suiteApp } from '../test-support/test-app';

describe('the service', () => {
  const t = suiteApp();

  it('answers GET /api/health', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document with every route', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/products', '/api/checkout', '/api/admin/dashboard']),
    );
  });

  it('answers an unknown path with 404 and an error field', async () => {
    const response = await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found: GET /api/nothing-here' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/JSON/);
  });

  it('sends security headers and CORS', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('lets a browser keep its CORS preflight answer for two hours', async () => {
    const response = await t.call({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-max-age']).toBe('7200');
  });

  it('serves the seed images', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/images/seed/bags-black-0-plain.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/svg/);
  });
});

describe('a failure inside the server', () => {
  it('answers 500 without stack or SQL', async () => {
    const t = await createTestApp();
    await t.database.close();
    const response = await t.call({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });
    await t.close();
  });
});
