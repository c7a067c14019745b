import { callerAs, SHOPPER, staffSuite } from '../../../test-support/test-app';
import type { Product } from '../../../schemas/catalog';
import type { Cart, Order } from '../../../schemas/orders';

describe('admin orders, reports, settings and invitations', () => {
  const { t, asAdmin: call } = staffSuite();

  describe('orders and customers', () => {
    it('filters orders by status and pages them', async () => {
      const body = (await call('GET', '/api/admin/orders?status=delivered&pageSize=5')).json<{
        orders: Order[];
        total: number;
        totalPages: number;
      }>();
      expect(body.orders.length).toBeLessThanOrEqual(5);
      expect(body.orders.every((o) => o.status === 'delivered')).toBe(true);
      expect(body.totalPages).toBe(Math.ceil(body.total / 5));
      expect((await call('GET', '/api/admin/orders?status=lost')).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/orders?from=2026-13-01')).statusCode).toBe(400);
    });

    it('cancels an order and gives its stock back', async () => {
      const shopper = await t.login(SHOPPER.email, SHOPPER.password);
      const stock = async () =>
        (await t.call({ method: 'GET', url: '/api/product/12' })).json<Product>().stock;
      const before = await stock();
      await t.addToCart(shopper, 12, 2);
      const order = (await t.checkout(shopper)).json<Order>();
      const url = `/api/admin/orders/${order.id}`;
      expect(await stock()).toBe(before - 2);
      const cancelled = await call('PATCH', url, { status: 'cancel' });
      expect(cancelled.json<Order>().status).toBe('cancel');
      expect(await stock()).toBe(before);
      expect((await call('PATCH', url, { status: 'delivered' })).json<Order>().status).toBe(
        'delivered',
      );
      expect(await stock()).toBe(before - 2);
      expect((await call('PATCH', url, { status: 'lost' })).statusCode).toBe(400);
      expect(
        (
          await call('PATCH', '/api/admin/orders/00000000-0000-4000-8000-000000000000', {
            status: 'cancel',
          })
        ).statusCode,
      ).toBe(404);
    });

    it('lists customers with their order figures', async () => {
      const body = (await call('GET', '/api/admin/customers?pageSize=50')).json<{
        customers: { email: string; totalOrders: number; totalAmount: number }[];
      }>();
      const lena = body.customers.find((c) => c.email === 'lena@shop.test');
      expect(lena?.totalOrders).toBeGreaterThan(0);
      expect(body.customers.some((c) => c.email === 'admin@shop.test')).toBe(false);
      const search = (await call('GET', '/api/admin/customers?q=kenji')).json<{
        customers: { email: string }[];
      }>();
      expect(search.customers.map((c) => c.email)).toEqual(['kenji@shop.test']);
    });
  });

  describe('reports and settings', () => {
    it('answers the dashboard with cards and twelve months', async () => {
      const body = (await call('GET', '/api/admin/dashboard')).json<{
        cards: Record<string, { value: number }>;
        monthlyRevenue: unknown[];
        productTrends: unknown[];
        salesByDate: unknown[];
      }>();
      expect(Object.keys(body.cards).sort()).toEqual([
        'deliveries',
        'newCustomers',
        'orders',
        'revenue',
      ]);
      expect(body.monthlyRevenue).toHaveLength(12);
      expect(body.productTrends).toHaveLength(12);
      expect(body.salesByDate.length).toBeGreaterThan(0);
    });

    it("takes the sales-by-date income as half the day's amount", async () => {
      const { salesByDate } = (await call('GET', '/api/admin/dashboard')).json<{
        salesByDate: { date: string; amount: number; income: number }[];
      }>();
      expect(salesByDate.length).toBeGreaterThan(0);
      expect(salesByDate.some((point) => point.amount > 0)).toBe(true);
      for (const point of salesByDate) expect(point.income).toBeCloseTo(point.amount / 2, 6);
    });

    it('answers notifications of orders and signups', async () => {
      const items = (await call('GET', '/api/admin/notifications')).json<{
        items: { kind: string }[];
      }>().items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => ['order', 'signup'].includes(i.kind))).toBe(true);
    });

    it('changes the tax rate and shipping that carts are priced with', async () => {
      const updated = await call('PUT', '/api/admin/settings', { taxRate: 10, shipping: 12.5 });
      expect(updated.json()).toEqual({ invitationsPerUser: 5, taxRate: 10, shipping: 12.5 });
      const shopper = await t.login('sofia@shop.test', 'Customer#2026');
      const cart = (await t.addToCart(shopper, 14, 1)).json<Cart>();
      const sub = Math.round(cart.totals.subtotal * 100);
      expect(cart.totals).toMatchObject({
        shipping: 12.5,
        shippingTax: 1.25,
        tax: Math.round(sub / 10) / 100,
      });
      expect((await call('PUT', '/api/admin/settings', { taxRate: 101 })).statusCode).toBe(400);
      await call('PUT', '/api/admin/settings', { taxRate: 0, shipping: 30 });
    });
  });

  describe('invitations', () => {
    it('creates, lists and revokes invitations', async () => {
      const created = await call('POST', '/api/admin/invitations', { count: 2, expiresInDays: 7 });
      expect(created.statusCode).toBe(201);
      const codes = created
        .json<{ invitations: { code: string; expiresAt: string }[] }>()
        .invitations.map((i) => i.code);
      expect(codes).toHaveLength(2);
      const all = (await call('GET', '/api/admin/invitations')).json<{
        invitations: { code: string }[];
      }>().invitations;
      expect(all.map((i) => i.code)).toEqual(expect.arrayContaining([...codes, 'DEMO-INVITE-01']));
      const revoked = await call('DELETE', `/api/admin/invitations/${codes[0]}`);
      expect(revoked.json()).toMatchObject({ code: codes[0], revoked: true });
      const signup = await callerAs(t)('POST', '/api/auth/signup', {
        nickname: 'x',
        email: 'x@example.com',
        password: 'Quiet#Harbor-2026',
        invitationId: codes[0],
        id: '1',
      });
      expect(signup.json().error).toMatch(/revoked/);
      expect((await call('DELETE', '/api/admin/invitations/NOPE')).statusCode).toBe(404);
    });
  });
});
