import { ADMIN, createTestApp, SHOPPER, type TestApp } from '../../../test-support/test-app';
import type { Product } from '../../../schemas/catalog';
import type { Cart, Order } from '../../../schemas/orders';

const input = {
  title: 'Test Lamp',
  description: 'A lamp',
  type: 'furniture',
  vendor: 'Acme',
  imageUrl: '/api/images/seed/furniture-0-0.svg',
  imageHoverUrl: '',
  newPrice: 19.99,
  oldPrice: 24.5,
  offer: false,
  onSale: true,
  newProduct: true,
  discount: true,
  discountOff: 20,
  stock: 7,
  categoryIds: [9],
};

describe('admin routes', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, token: admin, ...(payload ? { payload } : {}) });

  describe('products', () => {
    it('creates, updates, searches and deletes a product', async () => {
      const created = await call('POST', '/api/admin/products', input);
      expect(created.statusCode).toBe(201);
      const product = created.json<Product>();
      expect(product).toMatchObject({ title: 'Test Lamp', newPrice: 19.99, oldPrice: 24.5, isDiscount: true, new: true, stock: 7 });
      expect(product.categories).toEqual([{ id: 9, title: 'Audio' }]);
      expect(product.imageUrl).toMatch(/^http:\/\/localhost:\d+\/api\/images\/seed\/furniture-0-0\.svg$/);
      const updated = await call('PUT', `/api/admin/products/${product.id}`, { newPrice: 15, imageHoverUrl: product.imageUrl });
      expect(updated.json<Product>()).toMatchObject({ newPrice: 15, title: 'Test Lamp', imageHoverUrl: product.imageUrl });
      const found = await call('GET', '/api/admin/products?q=test%20lamp');
      expect(found.json<{ products: Product[] }>().products.map((p) => p.id)).toEqual([product.id]);
      expect((await call('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(204);
      expect((await t.call({ method: 'GET', url: `/api/product/${product.id}` })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
    });

    it.each([
      ['a missing title', { ...input, title: undefined }, /title/],
      ['a price with three decimals', { ...input, newPrice: 1.234 }, /newPrice/],
      ['a negative stock', { ...input, stock: -1 }, /stock/],
      ['an unknown category', { ...input, categoryIds: [999] }, /categoryIds/],
      ['an oversized title', { ...input, title: 'x'.repeat(201) }, /title/],
      ['a javascript: image URL', { ...input, imageUrl: 'javascript:alert(1)' }, /imageUrl/],
    ])('answers 400 for %s', async (_name, body, message) => {
      const response = await call('POST', '/api/admin/products', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    });

    it('keeps the category listing and its total exact through create, move and delete', async () => {
      const cat = (id: number, general = false) =>
        `/api/products?filters[0][field]=categories_id&filters[0][operator]=EQUAL&filters[0][value]=${id}` +
        (general ? '&filters[1][field]=price&filters[1][operator]=GTE&filters[1][value]=0' : '');
      const total = async (id: number, general = false) => (await t.call({ method: 'GET', url: cat(id, general) })).json<{ total: number }>().total;
      const [audio, electronics] = [await total(9), await total(6)];
      const id = (await call('POST', '/api/admin/products', input)).json<Product>().id;
      expect([await total(9), await total(6)]).toEqual([audio + 1, electronics + 1]);
      expect((await t.call({ method: 'GET', url: cat(9) })).json<{ products: Product[] }>().products[0]?.id).toBe(id);
      await call('PUT', `/api/admin/products/${id}`, { categoryIds: [2] });
      expect([await total(9), await total(6), await total(9, true)]).toEqual([audio, electronics, audio]);
      await call('DELETE', `/api/admin/products/${id}`);
      expect([await total(2), await total(2, true)]).toEqual([await total(2, true), await total(2)]);
      expect(await total(1)).toBe(await total(1, true));
    });

    it('answers 404 when updating a missing product', async () => {
      expect((await call('PUT', '/api/admin/products/999999', { stock: 1 })).statusCode).toBe(404);
    });
  });

  describe('uploads', () => {
    const multipart = (type: string, content: string) => {
      const boundary = '----shop';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${boundary}--\r\n`;
      return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body };
    };

    it('stores an image and serves it', async () => {
      const response = await t.call({ method: 'POST', url: '/api/admin/uploads', token: admin, ...multipart('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>') });
      expect(response.statusCode).toBe(201);
      const url = new URL(response.json<{ url: string }>().url);
      const image = await t.call({ method: 'GET', url: url.pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-security-policy']).toMatch(/default-src 'none'/);
    });

    it('refuses a file that is not an image', async () => {
      const response = await t.call({ method: 'POST', url: '/api/admin/uploads', token: admin, ...multipart('text/html', '<script></script>') });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('orders and customers', () => {
    it('filters orders by status and pages them', async () => {
      const body = (await call('GET', '/api/admin/orders?status=delivered&pageSize=5')).json<{ orders: Order[]; total: number; totalPages: number }>();
      expect(body.orders.length).toBeLessThanOrEqual(5);
      expect(body.orders.every((o) => o.status === 'delivered')).toBe(true);
      expect(body.totalPages).toBe(Math.ceil(body.total / 5));
      expect((await call('GET', '/api/admin/orders?status=lost')).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/orders?from=2026-13-01')).statusCode).toBe(400);
    });

    it('cancels an order and gives its stock back', async () => {
      const shopper = await t.login(SHOPPER.email, SHOPPER.password);
      const stock = async () => (await t.call({ method: 'GET', url: '/api/product/12' })).json<Product>().stock;
      const before = await stock();
      await t.call({ method: 'POST', url: '/api/cart/add-product', token: shopper, payload: { productId: 12, quantity: 2 } });
      const details = { firstName: 'Sam', lastName: 'Shopper', email: 'sam@example.com', phone: '+4915112345678', address: 'x', city: 'y', state: 'z', zip: '12345', country: 'France' };
      const order = (await t.call({ method: 'POST', url: '/api/checkout', token: shopper, payload: { customerDetails: details } })).json<Order>();
      expect(await stock()).toBe(before - 2);
      const cancelled = await call('PATCH', `/api/admin/orders/${order.id}`, { status: 'cancel' });
      expect(cancelled.json<Order>().status).toBe('cancel');
      expect(await stock()).toBe(before);
      expect((await call('PATCH', `/api/admin/orders/${order.id}`, { status: 'delivered' })).json<Order>().status).toBe('delivered');
      expect(await stock()).toBe(before - 2);
      expect((await call('PATCH', `/api/admin/orders/${order.id}`, { status: 'lost' })).statusCode).toBe(400);
      expect((await call('PATCH', '/api/admin/orders/00000000-0000-4000-8000-000000000000', { status: 'cancel' })).statusCode).toBe(404);
    });

    it('lists customers with their order figures', async () => {
      const body = (await call('GET', '/api/admin/customers?pageSize=50')).json<{ customers: { email: string; totalOrders: number; totalAmount: number }[] }>();
      const lena = body.customers.find((c) => c.email === 'lena@shop.test');
      expect(lena?.totalOrders).toBeGreaterThan(0);
      expect(body.customers.some((c) => c.email === 'admin@shop.test')).toBe(false);
      const search = (await call('GET', '/api/admin/customers?q=kenji')).json<{ customers: { email: string }[] }>();
      expect(search.customers.map((c) => c.email)).toEqual(['kenji@shop.test']);
    });
  });

  describe('reports and settings', () => {
    it('answers the dashboard with cards and twelve months', async () => {
      const body = (await call('GET', '/api/admin/dashboard')).json<{ cards: Record<string, { value: number }>; monthlyRevenue: unknown[]; productTrends: unknown[]; salesByDate: unknown[] }>();
      expect(Object.keys(body.cards).sort()).toEqual(['deliveries', 'newCustomers', 'orders', 'revenue']);
      expect(body.monthlyRevenue).toHaveLength(12);
      expect(body.productTrends).toHaveLength(12);
      expect(body.salesByDate.length).toBeGreaterThan(0);
    });

    it('answers notifications of orders and signups', async () => {
      const items = (await call('GET', '/api/admin/notifications')).json<{ items: { kind: string }[] }>().items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => ['order', 'signup'].includes(i.kind))).toBe(true);
    });

    it('changes the tax rate and shipping that carts are priced with', async () => {
      const updated = await call('PUT', '/api/admin/settings', { taxRate: 10, shipping: 12.5 });
      expect(updated.json()).toEqual({ invitationsPerUser: 5, taxRate: 10, shipping: 12.5 });
      const shopper = await t.login('sofia@shop.test', 'Customer#2026');
      const cart = (await t.call({ method: 'POST', url: '/api/cart/add-product', token: shopper, payload: { productId: 14, quantity: 1 } })).json<Cart>();
      const sub = Math.round(cart.totals.subtotal * 100);
      expect(cart.totals).toMatchObject({ shipping: 12.5, shippingTax: 1.25, tax: Math.round(sub / 10) / 100 });
      expect((await call('PUT', '/api/admin/settings', { taxRate: 101 })).statusCode).toBe(400);
      await call('PUT', '/api/admin/settings', { taxRate: 0, shipping: 30 });
    });
  });

  describe('invitations', () => {
    it('creates, lists and revokes invitations', async () => {
      const created = await call('POST', '/api/admin/invitations', { count: 2, expiresInDays: 7 });
      expect(created.statusCode).toBe(201);
      const codes = created.json<{ invitations: { code: string; expiresAt: string }[] }>().invitations.map((i) => i.code);
      expect(codes).toHaveLength(2);
      const all = (await call('GET', '/api/admin/invitations')).json<{ invitations: { code: string }[] }>().invitations;
      expect(all.map((i) => i.code)).toEqual(expect.arrayContaining([...codes, 'DEMO-INVITE-01']));
      const revoked = await call('DELETE', `/api/admin/invitations/${codes[0]}`);
      expect(revoked.json()).toMatchObject({ code: codes[0], revoked: true });
      const signup = await t.call({ method: 'POST', url: '/api/auth/signup', payload: { nickname: 'x', email: 'x@example.com', password: 'Secret#123', invitationId: codes[0], id: '1' } });
      expect(signup.json().error).toMatch(/revoked/);
      expect((await call('DELETE', '/api/admin/invitations/NOPE')).statusCode).toBe(404);
    });
  });
});
