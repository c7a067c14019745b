import { orders } from '../../../db/schema';
import { DETAILS, SHOPPER, suiteApp } from '../../../test-support/test-app';
import type { Cart, Order } from '../../../schemas/orders';

describe('checkout as one transaction, and tracking without leaks', () => {
  const t = suiteApp({ shopper: SHOPPER });

  const add = (productId: number, quantity: number) => t.addToCart(t.shopper, productId, quantity);
  const checkout = () => t.checkout(t.shopper);

  it('gives back the stock already taken when a later line is out of stock', async () => {
    await t.setStock(20, 50);
    await t.setStock(21, 50);
    expect((await add(20, 2)).statusCode).toBe(200);
    expect((await add(21, 1)).statusCode).toBe(200);
    await t.setStock(21, 0);
    const ordersBefore = await t.database.db.select().from(orders);

    const response = await checkout();
    expect(response.statusCode).toBe(409);
    expect(await t.stockOf(20)).toBe(50);
    expect(await t.database.db.select().from(orders)).toHaveLength(ordersBefore.length);
    const cart = (await t.cart(t.shopper)).json<Cart>();
    expect(cart.products.map((line) => [line.productId, line.quantity])).toEqual([
      [20, 2],
      [21, 1],
    ]);
  });

  it('tracks an order with its billing email and shows no account id', async () => {
    await t.setStock(21, 50);
    const placed = (await checkout()).json<Order>();
    expect(placed.userId).toEqual(expect.any(Number));
    const tracked = await t.call({
      method: 'GET',
      url: `/api/track-order?orderId=${placed.id}&email=${DETAILS.email}`,
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).not.toHaveProperty('userId');
    expect(tracked.json<Order>().items).toHaveLength(2);
  });

  it('answers an unknown order exactly as a wrong email, so neither reveals an order', async () => {
    const [order] = await t.database.db.select({ id: orders.id }).from(orders).limit(1);
    const wrongEmail = await t.call({
      method: 'GET',
      url: `/api/track-order?orderId=${order!.id}&email=nobody@example.com`,
    });
    const unknownId = await t.call({
      method: 'GET',
      url: `/api/track-order?orderId=00000000-0000-4000-8000-000000000000&email=nobody@example.com`,
    });
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknownId.statusCode).toBe(404);
    expect(wrongEmail.body).toBe(unknownId.body);
  });
});
