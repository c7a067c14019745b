import { callerAs, OTHER, staffSuite } from '../../../test-support/test-app';
import type { Order } from '../../../schemas/orders';

interface Figure {
  value: number;
  previous: number;
  change: number;
}
interface Dashboard {
  cards: Record<'revenue' | 'orders' | 'newCustomers' | 'deliveries', Figure>;
  monthlyRevenue: { month: number; revenue: number }[];
  productTrends: { month: number; sold: number }[];
  salesByDate: { date: string; amount: number }[];
}
const cents = (n: number) => Math.round(n * 100);

describe('admin figures computed from the orders', () => {
  const { t, asAdmin } = staffSuite();
  const get = async <T>(url: string) => (await asAdmin('GET', url)).json<T>();

  it('counts a new order, signup and delivery in the cards and the charts', async () => {
    const before = await get<Dashboard>('/api/admin/dashboard');
    const lena = await t.login(OTHER.email, OTHER.password);
    await t.addToCart(lena, 25, 2);
    const order = (await t.checkout(lena)).json<Order>();
    await asAdmin('PATCH', `/api/admin/orders/${order.id}`, { status: 'delivered' });
    await callerAs(t)('POST', '/api/auth/signup', {
      nickname: 'fresh',
      email: 'fresh@example.com',
      password: 'Quiet#Harbor-2026',
      invitationId: 'DEMO-INVITE-15',
    });
    const after = await get<Dashboard>('/api/admin/dashboard');

    expect(after.cards.orders.value).toBe(before.cards.orders.value + 1);
    expect(cents(after.cards.revenue.value)).toBe(
      cents(before.cards.revenue.value) + cents(order.amount),
    );
    expect(after.cards.deliveries.value).toBe(before.cards.deliveries.value + 1);
    expect(after.cards.newCustomers.value).toBe(before.cards.newCustomers.value + 1);
    for (const card of Object.values(after.cards)) {
      const expected = card.previous
        ? Math.round(((card.value - card.previous) / card.previous) * 1000) / 10
        : card.value
          ? 100
          : 0;
      expect(card.change).toBe(expected);
    }
    const month = new Date(order.createdAt).getUTCMonth();
    expect(cents(after.monthlyRevenue[month]!.revenue)).toBe(
      cents(before.monthlyRevenue[month]!.revenue) + cents(order.amount),
    );
    expect(after.productTrends[month]!.sold).toBe(before.productTrends[month]!.sold + 2);
    const day = order.createdAt.slice(0, 10);
    const sales = (d: Dashboard) => cents(d.salesByDate.find((s) => s.date === day)?.amount ?? 0);
    expect(sales(after)).toBe(sales(before) + cents(order.amount));
  });

  it("reports each customer's order count and total from their orders", async () => {
    const lena = await t.login(OTHER.email, OTHER.password);
    const own = (await t.call({ method: 'GET', url: '/api/orders', token: lena })).json<{
      orders: Order[];
    }>().orders;
    const row = (
      await get<{ customers: { email: string; totalOrders: number; totalAmount: number }[] }>(
        '/api/admin/customers?q=lena',
      )
    ).customers[0]!;
    expect(row.email).toBe(OTHER.email);
    expect(row.totalOrders).toBe(own.length);
    const paid = own.filter((o) => o.status !== 'cancel');
    expect(cents(row.totalAmount)).toBe(paid.reduce((sum, o) => sum + cents(o.amount), 0));
  });

  it('filters the orders list by a date range, both days included', async () => {
    const all = await get<{ orders: Order[]; total: number }>('/api/admin/orders?pageSize=100');
    const day = (offset: number) =>
      new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const [from, to] = [day(60), day(30)];
    const body = await get<{ orders: Order[]; total: number }>(
      `/api/admin/orders?from=${from}&to=${to}&pageSize=100`,
    );
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(all.total);
    for (const o of body.orders)
      expect(o.createdAt.slice(0, 10) >= from && o.createdAt.slice(0, 10) <= to).toBe(true);
    expect((await asAdmin('GET', `/api/admin/orders?from=${to}&to=${from}`)).statusCode).toBe(400);
  });

  it('gives each notification the kind, name and amount a client composes its sentence from', async () => {
    await t.setStock(26, 5);
    const lena = await t.login(OTHER.email, OTHER.password);
    const added = await t.addToCart(lena, 26, 1);
    expect(added.statusCode).toBe(200);
    const checkout = await t.checkout(lena);
    expect(checkout.statusCode).toBe(201);
    const order = checkout.json<Order>();
    const signup = await callerAs(t)('POST', '/api/auth/signup', {
      nickname: 'newcomer',
      email: 'newcomer@example.com',
      password: 'Quiet#Harbor-2026',
      invitationId: 'DEMO-INVITE-16',
    });
    expect(signup.statusCode).toBe(200);
    const signupId = signup.json<{ id: number }>().id;

    const { items } = await get<{
      items: { id: string; kind: string; title: string; name: string; amount?: number }[];
    }>('/api/admin/notifications');
    const ordered = items.find((item) => item.kind === 'order' && item.amount === order.amount);
    expect(ordered).toEqual(
      expect.objectContaining({
        kind: 'order',
        name: "Mary-Ann O'Neil",
        amount: order.amount,
        title: `New order from Mary-Ann O'Neil: ${order.amount.toFixed(2)} ₿`,
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        id: `signup-${signupId}`,
        kind: 'signup',
        name: 'newcomer',
        title: 'newcomer signed up',
      }),
    );
    expect(items.find((item) => item.id === `signup-${signupId}`)).not.toHaveProperty('amount');
    for (const item of items) {
      expect(typeof item.name).toBe('string');
      expect(typeof item.amount === 'number').toBe(item.kind === 'order');
    }
  });
});
