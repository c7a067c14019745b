import { randomUUID } from 'node:crypto';
import { and, count, eq, gte } from 'drizzle-orm';
import { categories, categoryProducts, orders, products } from '../../../db/schema';
import type { Cart, Order } from '../../../schemas/orders';
import { ADMIN, callerAs, DETAILS, suiteApp } from '../../../test-support/test-app';

/**
 * Requests that a double click, a retry or many shoppers fire at once. On PostgreSQL they
 * really run at the same time (the pool has 12 connections); the embedded database runs them
 * one after the other, and must give the same answers.
 */
const SIZES = [2, 5, 20];
const PASSWORD = 'Concurrent#Shopper-2026';

describe('concurrent requests', () => {
  const t = suiteApp({ admin: ADMIN });
  const asAdmin = callerAs(t, 'admin');
  let shoppers = 0;

  /** A customer of their own for each case, signed up with an invitation the admin made. */
  async function newShopper(): Promise<{ token: string; id: number }> {
    const made = await asAdmin('POST', '/api/admin/invitations', { count: 1 });
    const code = made.json<{ invitations: { code: string }[] }>().invitations[0]?.code;
    shoppers += 1;
    const email = `concurrent-${shoppers}-${randomUUID().slice(0, 8)}@example.com`;
    const signup = await callerAs(t)('POST', '/api/auth/signup', {
      nickname: `c${shoppers}`,
      email,
      password: PASSWORD,
      invitationId: code,
    });
    expect(signup.statusCode).toBe(200);
    return { token: await t.login(email, PASSWORD), id: signup.json<{ id: number }>().id };
  }

  const ordersOf = async (userId: number) =>
    (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]
      ?.n;
  const checkout = (token: string, key?: string) =>
    t.call({
      method: 'POST',
      url: '/api/checkout',
      token,
      headers: key ? { 'idempotency-key': key } : {},
      payload: { customerDetails: DETAILS },
    });
  const statuses = (responses: { statusCode: number }[]) =>
    responses.map((r) => r.statusCode).sort();

  describe.each(SIZES)('%i at once', (n) => {
    it('checks one cart out once with one key, every answer the same order', async () => {
      const shopper = await newShopper();
      await t.setStock(30, 100);
      expect((await t.addToCart(shopper.token, 30, 3)).statusCode).toBe(200);
      const key = randomUUID();

      const answers = await Promise.all(
        Array.from({ length: n }, () => checkout(shopper.token, key)),
      );

      expect(statuses(answers)).toEqual(Array(n).fill(201));
      const bodies = answers.map((a) => a.json<Order>());
      expect(new Set(bodies.map((order) => order.id)).size).toBe(1);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(await ordersOf(shopper.id)).toBe(1);
      expect(await t.stockOf(30)).toBe(97);
    });

    it('checks one cart out once with different keys; the others find it empty', async () => {
      const shopper = await newShopper();
      await t.setStock(31, 100);
      expect((await t.addToCart(shopper.token, 31, 2)).statusCode).toBe(200);

      const answers = await Promise.all(
        Array.from({ length: n }, () => checkout(shopper.token, randomUUID())),
      );

      expect(statuses(answers)).toEqual([201, ...Array(n - 1).fill(400)]);
      for (const answer of answers.filter((a) => a.statusCode === 400)) {
        expect(answer.json()).toEqual({ error: 'Cart is empty' });
      }
      expect(await ordersOf(shopper.id)).toBe(1);
      expect(await t.stockOf(31)).toBe(98);
    });

    it('adds to one line exactly, up to the limit of 10', async () => {
      const shopper = await newShopper();
      await t.setStock(32, 100);

      const answers = await Promise.all(
        Array.from({ length: n }, () => t.addToCart(shopper.token, 32)),
      );

      const kept = Math.min(n, 10);
      expect(statuses(answers)).toEqual([...Array(kept).fill(200), ...Array(n - kept).fill(400)]);
      const cart = (await t.cart(shopper.token)).json<Cart>();
      expect(cart.products.map((line) => [line.productId, line.quantity])).toEqual([[32, kept]]);
    });

    it("creates a new shopper's one cart from concurrent first adds", async () => {
      const shopper = await newShopper();
      const ids = Array.from({ length: n }, (_, i) => 33 + i);
      await t.database.db.update(products).set({ stock: 100 }).where(gte(products.id, 33));

      const answers = await Promise.all(ids.map((id) => t.addToCart(shopper.token, id)));

      expect(statuses(answers)).toEqual(Array(n).fill(200));
      const cart = (await t.cart(shopper.token)).json<Cart>();
      expect(cart.products.map((line) => line.productId).sort((a, b) => a - b)).toEqual(ids);
      expect(cart.count).toBe(n);
      expect(new Set(answers.map((a) => a.json<Cart>().id))).toEqual(new Set([cart.id]));
    });

    it('creates products in one category, every one of them, counted exactly', async () => {
      const listed = async () =>
        (
          await t.database.db
            .select({ n: count() })
            .from(categoryProducts)
            .where(eq(categoryProducts.categoryId, 9))
        )[0]?.n;
      const counted = async () =>
        (
          await t.database.db
            .select({ n: categories.productCount })
            .from(categories)
            .where(and(eq(categories.id, 9)))
        )[0]?.n;
      const before = await listed();

      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          asAdmin('POST', '/api/admin/products', {
            title: `Concurrent lamp ${n}-${i}`,
            description: 'Made at the same time as others',
            type: 'audio',
            imageUrl: '',
            imageHoverUrl: '',
            newPrice: 10,
            oldPrice: 10,
            offer: false,
            onSale: false,
            newProduct: true,
            discount: false,
            discountOff: 0,
            stock: 5,
            categoryIds: [9],
          }),
        ),
      );

      expect(statuses(answers)).toEqual(Array(n).fill(201));
      expect(await listed()).toBe((before ?? 0) + n);
      expect(await counted()).toBe((before ?? 0) + n);
    });
  });
});
