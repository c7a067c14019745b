import { ApiError, createApiClient } from '../api-client';
import { on } from '../events';

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
});
