import { ADMIN, callerAs, DETAILS, OTHER, SHOPPER, suiteApp } from '../../../test-support/test-app';
import type { Cart, Order } from '../../../schemas/orders';

describe('checkout and orders', () => {
  const t = suiteApp({ shopper: SHOPPER, other: OTHER, admin: ADMIN });
  const asAdmin = callerAs(t, 'admin');

  const product = async (id: number) =>
    (await t.call({ method: 'GET', url: `/api/product/${id}` })).json<{
      stock: number;
      newPrice: number;
    }>();

  it('answers 400 for an empty cart', async () => {
    const response = await t.checkout(t.shopper);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Cart is empty' });
  });

  it('computes every amount on the server, takes the stock and empties the cart', async () => {
    const before = await product(7);
    await t.addToCart(t.shopper, 7, 2);
    await t.addToCart(t.shopper, 8, 1);
    const cart = (await t.cart(t.shopper)).json<Cart>();
    const response = await t.checkout(t.shopper, {
      customerDetails: DETAILS,
      paymentMethod: 'Direct Order',
      items: [{ productId: 7, price: 0.01 }],
      amount: 1,
      status: 'delivered',
      createdAt: 0,
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'Direct Order',
      customerDetails: DETAILS,
    });
    expect(order.amount).toBe(cart.totals.total);
    expect(order.totals).toEqual(cart.totals);
    const subtotal = order.items.reduce((sum, line) => sum + Math.round(line.linePrice * 100), 0);
    expect(Math.round(order.totals.subtotal * 100)).toBe(subtotal);
    expect(order.items.find((line) => line.productId === 7)?.price).toBe(before.newPrice);
    expect((await product(7)).stock).toBe(before.stock - 2);
    expect((await t.cart(t.shopper)).json<Cart>().products).toEqual([]);
  });

  it('answers 400 naming the field of bad customer details', async () => {
    await t.addToCart(t.shopper, 9, 1);
    for (const [field, value] of [
      ['zip', '123'],
      ['phone', '12345'],
      ['firstName', 'R2D2'],
      ['country', 'Mars'],
      ['email', 'nope'],
    ]) {
      const response = await t.checkout(t.shopper, {
        customerDetails: { ...DETAILS, [field as string]: value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(`customerDetails/${field}`);
    }
    const missing = await t.checkout(t.shopper, {
      customerDetails: { ...DETAILS, city: undefined },
    });
    expect(missing.json().error).toMatch(/city/);
  });

  it("lists only the caller's orders and tracks an order by id and email", async () => {
    const ordersOf = async (name: 'shopper' | 'other') =>
      (await callerAs(t, name)('GET', '/api/orders')).json<{ orders: Order[] }>().orders;
    const [mine, theirs] = [await ordersOf('shopper'), await ordersOf('other')];
    const mineIds = new Set(mine.map((o) => o.id));
    expect(theirs.some((o) => mineIds.has(o.id))).toBe(false);
    const userId = mine[0]!.userId;
    expect(mine.every((o) => o.userId === userId)).toBe(true);
    const placed = mine.find((o) => o.customerDetails.email === DETAILS.email)!;
    const track = (query: string) => callerAs(t)('GET', `/api/track-order?${query}`);
    const tracked = await track(`orderId=${placed.id}&email=MARY@example.com`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json<Order>().id).toBe(placed.id);
    const wrong = await track(`orderId=${placed.id}&email=someone@example.com`);
    expect(wrong.json()).toEqual({ error: 'Order not found' });
    expect((await track('orderId=1&email=a@b.co')).statusCode).toBe(400);
  });

  it('answers 409 and keeps the cart when the stock ran out', async () => {
    const sold = await asAdmin('PUT', '/api/admin/products/9', { stock: 0 });
    expect(sold.statusCode).toBe(200);
    const response = await t.checkout(t.shopper);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/Out of stock/);
    expect((await t.cart(t.shopper)).json<Cart>().count).toBe(1);
  });

  it('never takes the stock below zero under concurrent checkouts', async () => {
    await asAdmin('PUT', '/api/admin/products/10', { stock: 5 });
    const buyers = ['lena', 'kenji', 'amara', 'lucas', 'sofia', 'omar'];
    const tokens = await Promise.all(
      buyers.map((name) => t.login(`${name}@shop.test`, 'Customer#2026')),
    );
    for (const token of tokens) {
      await t.call({
        method: 'DELETE',
        url: '/api/cart/items/00000000-0000-4000-8000-000000000000',
        token,
      });
      expect((await t.addToCart(token, 10, 2)).statusCode).toBe(200);
    }
    const results = await Promise.all(tokens.map((token) => t.checkout(token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    expect((await product(10)).stock).toBe(1);
  });

  it('answers 401 without a token', async () => {
    const anyone = callerAs(t);
    expect((await anyone('POST', '/api/checkout', { customerDetails: DETAILS })).statusCode).toBe(
      401,
    );
    expect((await anyone('GET', '/api/orders')).statusCode).toBe(401);
  });
});
