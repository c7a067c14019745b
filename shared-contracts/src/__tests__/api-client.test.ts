import { ApiError, createApiClient, type ApiClient } from '../api-client';
import { on } from '../events';
import type { CustomerDetails } from '../types';

type Call = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown, calls: Call[] = []) {
  return jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
}

describe('api client', () => {
  it('sends the bearer token and JSON to the base url', async () => {
    const calls: Call[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test/api/',
      getToken: () => 'tok',
      fetch: fakeFetch(200, { id: 'c' }, calls),
    });
    await api.addToCart({ currencyId: 1, cartId: 'a', cartItemId: 'b', productId: 2, quantity: 1 });
    expect(calls[0]!.url).toBe('http://api.test/api/cart/add-product');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ productId: 2, quantity: 1 });
  });

  it("surfaces the server's error text", async () => {
    const api = createApiClient({
      baseUrl: '/api',
      fetch: fakeFetch(404, { error: 'Cart not found' }),
    });
    await expect(api.cart()).rejects.toEqual(new ApiError('Cart not found', 404));
  });

  it('raises session:expired on an Expired token answer', async () => {
    const expired = jest.fn();
    const off = on('session:expired', expired);
    const api = createApiClient({
      baseUrl: '/api',
      fetch: fakeFetch(401, { error: 'Expired token' }),
    });
    await expect(api.userSettings()).rejects.toMatchObject({ status: 401 });
    off();
    expect(expired).toHaveBeenCalledWith({ message: 'Expired token' });
  });

  it('marks a failed connection as a network error', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const api = createApiClient({ baseUrl: '/api', fetch: failing });
    const error = await api.products().catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).network).toBe(true);
  });

  it('builds the listing query from filters', async () => {
    const calls: Call[] = [];
    const api = createApiClient({
      baseUrl: '/api',
      fetch: fakeFetch(200, { products: [] }, calls),
    });
    await api.products({
      filters: [{ field: 'categories_id', operator: 'EQUAL', value: 4 }],
      pageNumber: 2,
    });
    expect(decodeURIComponent(calls[0]!.url)).toBe(
      '/api/products?filters[0][field]=categories_id&filters[0][operator]=EQUAL&filters[0][value]=4&pageNumber=2',
    );
  });

  const details: CustomerDetails = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+2923432432432',
    address: '1 Analytical St',
    city: 'London',
    state: 'Greater London',
    zip: '12345',
    country: 'GB',
  };

  // Spec section 7, one row per call: what the client sends for it.
  it.each<[string, (api: ApiClient) => Promise<unknown>, string, string, unknown]>([
    [
      'login',
      (api) => api.login({ email: 'a@b.c', password: 'pw' }),
      'POST',
      '/api/auth/login',
      { email: 'a@b.c', password: 'pw' },
    ],
    [
      'signup',
      (api) =>
        api.signup({ nickname: 'n', email: 'a@b.c', password: 'pw', invitationId: 'I', id: 'x' }),
      'POST',
      '/api/auth/signup',
      { nickname: 'n', email: 'a@b.c', password: 'pw', invitationId: 'I', id: 'x' },
    ],
    [
      'categories',
      (api) => api.categories(),
      'GET',
      '/api/categories-containing-products',
      undefined,
    ],
    [
      'categories in Portuguese',
      (api) => api.categories('pt'),
      'GET',
      '/api/categories-containing-products?lang=pt',
      undefined,
    ],
    ['cart', (api) => api.cart(), 'GET', '/api/cart', undefined],
    [
      'admin categories',
      (api) => api.admin.categories(),
      'GET',
      '/api/admin/categories',
      undefined,
    ],
    [
      'create a category',
      (api) => api.admin.createCategory({ title: 'Garden', titleEs: 'Jardín', parentId: 4 }),
      'POST',
      '/api/admin/categories',
      { title: 'Garden', titleEs: 'Jardín', parentId: 4 },
    ],
    [
      'rename a category',
      (api) => api.admin.updateCategory(7, { titlePt: 'Jardim' }),
      'PUT',
      '/api/admin/categories/7',
      { titlePt: 'Jardim' },
    ],
    [
      'add to cart',
      (api) =>
        api.addToCart({ currencyId: 1, cartId: 'c', cartItemId: 'i', productId: 9, quantity: 1 }),
      'POST',
      '/api/cart/add-product',
      { currencyId: 1, cartId: 'c', cartItemId: 'i', productId: 9, quantity: 1 },
    ],
    ['popular products', (api) => api.popularProducts(), 'GET', '/api/popular-products', undefined],
    [
      'best-selling products',
      (api) => api.bestSellingProducts(),
      'GET',
      '/api/best-selling-products',
      undefined,
    ],
    ['recent products', (api) => api.recentProducts(), 'GET', '/api/recent-products', undefined],
    [
      'products',
      (api) => api.products({ pageNumber: 1, pageSize: 12 }),
      'GET',
      '/api/products?pageNumber=1&pageSize=12',
      undefined,
    ],
    ['product', (api) => api.product(42), 'GET', '/api/product/42', undefined],
    [
      'related products',
      (api) => api.relatedProducts(4),
      'GET',
      '/api/related-products?filters[0][field]=categories_id&filters[0][operator]=EQUAL&filters[0][value]=4',
      undefined,
    ],
    ['user settings', (api) => api.userSettings(), 'GET', '/api/user/settings', undefined],
    [
      'checkout',
      (api) => api.checkout(details),
      'POST',
      '/api/checkout',
      { customerDetails: details, paymentMethod: 'Direct Order' },
    ],
  ])('%s: %s %s with the bearer token', async (_name, call, method, url, body) => {
    const calls: Call[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test/api',
      getToken: () => 'tok',
      fetch: fakeFetch(200, {}, calls),
    });
    await call(api);
    expect(calls).toHaveLength(1);
    const { init } = calls[0]!;
    expect(init.method).toBe(method);
    expect(decodeURIComponent(calls[0]!.url)).toBe(`http://api.test${url}`);
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers.Accept).toBe('application/json');
    if (body === undefined) expect(init.body).toBeUndefined();
    else {
      expect(headers['Content-Type']).toBe('application/json');
      expect(JSON.parse(String(init.body))).toEqual(body);
    }
  });

  it('sends the checkout attempt as an Idempotency-Key header', async () => {
    const calls: Call[] = [];
    const api = createApiClient({ baseUrl: '/api', fetch: fakeFetch(201, {}, calls) });
    await api.checkout(details, 'Direct Order', 'attempt-4f1c');
    await api.checkout(details);
    const headers = calls.map((call) => call.init.headers as Record<string, string>);
    expect(headers[0]!['Idempotency-Key']).toBe('attempt-4f1c');
    expect(headers[1]!).not.toHaveProperty('Idempotency-Key');
  });

  it('sends no Authorization header without a token', async () => {
    const calls: Call[] = [];
    const api = createApiClient({
      baseUrl: '/api',
      getToken: () => null,
      fetch: fakeFetch(200, [], calls),
    });
    await api.categories();
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('raises session:expired when a sent token is refused, its session ended or not', async () => {
    const expired = jest.fn();
    const off = on('session:expired', expired);
    for (const error of ['Session ended', 'Unauthorized']) {
      const api = createApiClient({
        baseUrl: '/api',
        getToken: () => 'tok',
        fetch: fakeFetch(401, { error }),
      });
      await expect(api.cart()).rejects.toMatchObject({ status: 401 });
    }
    off();
    expect(expired.mock.calls).toEqual([
      [{ message: 'Session ended' }],
      [{ message: 'Unauthorized' }],
    ]);
  });

  it('ends the session on the server without raising session:expired for it', async () => {
    const expired = jest.fn();
    const off = on('session:expired', expired);
    const calls: Call[] = [];
    const api = createApiClient({
      baseUrl: '/api',
      getToken: () => 'tok',
      fetch: fakeFetch(401, { error: 'Session ended' }, calls),
    });
    await expect(api.logout()).rejects.toMatchObject({ status: 401 });
    off();
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout', init: { method: 'POST' } });
    expect(expired).not.toHaveBeenCalled();
  });

  it('raises session:expired only for a refused token, not for other answers', async () => {
    const expired = jest.fn();
    const off = on('session:expired', expired);
    const invalid = createApiClient({
      baseUrl: '/api',
      fetch: fakeFetch(401, { error: 'Invalid token' }),
    });
    await expect(invalid.cart()).rejects.toEqual(new ApiError('Invalid token', 401));
    const forbidden = createApiClient({
      baseUrl: '/api',
      fetch: fakeFetch(403, { error: 'Expired token' }),
    });
    await expect(forbidden.cart()).rejects.toMatchObject({ status: 403 });
    off();
    expect(expired).not.toHaveBeenCalled();
  });

  it('names the status when an error answer carries no error text', async () => {
    const failing = jest.fn(
      async () => new Response('<html>bad gateway</html>', { status: 502 }),
    ) as unknown as typeof fetch;
    const api = createApiClient({ baseUrl: '/api', fetch: failing });
    await expect(api.cart()).rejects.toEqual(new ApiError('Request failed (502)', 502));
  });
});
