import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin } from '../support/session';

/** A product of staff's making, so that renaming it changes no other journey's page. */
const LAMP = {
  title: 'Cache Test Lamp',
  description: 'A lamp the page cache journey makes and removes',
  type: 'furniture',
  vendor: 'Acme',
  imageUrl: '/api/images/seed/furniture-0-0.svg',
  imageHoverUrl: '',
  newPrice: 19.99,
  oldPrice: 24.5,
  offer: false,
  onSale: false,
  newProduct: false,
  discount: false,
  discountOff: 0,
  stock: 7,
  categoryIds: [9],
};

/** The product page as a returning shopper's browser asks for it, and how the cache answered. */
async function productPage(request: APIRequestContext, id: number) {
  const response = await request.get(`/product/${id}`, { headers: { cookie: 'shop_session=1' } });
  expect(response.status()).toBe(200);
  return { html: await response.text(), cache: response.headers()['x-page-cache'] };
}

test("a staff change made through the shop's origin is on the next page at once", async ({
  request,
}) => {
  const auth = { Authorization: `Bearer ${await apiLogin(ADMIN)}` };
  const created = await request.post('/api/admin/products', { headers: auth, data: LAMP });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    // Rendered once (the catalogue's server build may still be loading: wait for its page).
    await expect(async () => {
      const first = await productPage(request, id);
      expect(first.html).toContain('Cache Test Lamp');
      expect((await productPage(request, id)).cache).toBe('hit');
    }).toPass({ timeout: 20_000 });

    const renamed = await request.put(`/api/admin/products/${id}`, {
      headers: auth,
      data: { ...LAMP, title: 'Renamed Cache Lamp' },
    });
    expect(renamed.status()).toBe(200);
    const after = await productPage(request, id);
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('Renamed Cache Lamp');
    expect(after.html).not.toContain('Cache Test Lamp');
  } finally {
    await request.delete(`/api/admin/products/${id}`, { headers: auth });
  }
});
