import { randomUUID } from 'node:crypto';
import { callerAs, OTHER, SHOPPER, suiteApp } from '../../../test-support/test-app';
import type { Cart } from '../../../schemas/orders';

describe('cart routes', () => {
  const t = suiteApp({ shopper: SHOPPER, other: OTHER });
  const asShopper = callerAs(t, 'shopper');
  const asOther = callerAs(t, 'other');

  const add = (token: string, payload: object) =>
    t.call({
      method: 'POST',
      url: '/api/cart/add-product',
      token,
      payload: { currencyId: 1, ...payload },
    });
  const stockOf = async (id: number) =>
    (await t.call({ method: 'GET', url: `/api/product/${id}` })).json<{ stock: number }>().stock;

  it('answers 401 without a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/cart' })).json()).toEqual({
      error: 'Unauthorized',
    });
  });

  it('answers 200 with an empty cart before the first add', async () => {
    const response = await t.cart(t.shopper);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: '',
      products: [],
      totals: { subtotal: 0, tax: 0, shipping: 0, shippingTax: 0, total: 0 },
      count: 0,
    });
  });

  it('adds a product, then increments the same line, with totals from the server prices', async () => {
    const cartId = randomUUID();
    const cartItemId = randomUUID();
    const first = await add(t.shopper, { cartId, cartItemId, productId: 1, quantity: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json<Cart>()).toMatchObject({
      id: cartId,
      count: 2,
      products: [{ id: cartItemId, productId: 1, quantity: 2 }],
    });
    const body = (
      await add(t.shopper, { cartId: 'whatever', cartItemId: 'x', productId: 1, quantity: 3 })
    ).json<Cart>();
    const line = body.products[0]!;
    expect(line.quantity).toBe(5);
    expect(Math.round(line.linePrice * 100)).toBe(Math.round(line.price * 100) * 5);
    expect(body.totals.shipping).toBe(30);
    expect(Math.round(body.totals.total * 100)).toBe(Math.round(body.totals.subtotal * 100) + 3000);
  });

  it('refuses a line above 10 and a quantity above the stock', async () => {
    const over = await add(t.shopper, { productId: 1, quantity: 6 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatch(/quantity/);
    const [scarce, soldOut] = [10, 11];
    await t.setStock(scarce, 3);
    await t.setStock(soldOut, 0);
    const above = await add(t.other, { productId: scarce, quantity: 4 });
    expect(above.statusCode).toBe(409);
    expect(above.json()).toEqual({ error: 'Only 3 left in stock' });
    const sold = await add(t.other, { productId: soldOut, quantity: 1 });
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toEqual({ error: 'Out of stock' });
    expect((await add(t.other, { productId: scarce, quantity: 3 })).statusCode).toBe(200);
    expect(await stockOf(scarce)).toBe(3);
    expect(await stockOf(1)).toBeGreaterThan(0);
  });

  it.each([
    ['a quantity of 0', { productId: 1, quantity: 0 }],
    ['a quantity of 11', { productId: 1, quantity: 11 }],
    ['a fractional quantity', { productId: 1, quantity: 1.5 }],
    ['a quantity sent as text', { productId: 1, quantity: '2' }],
    ['no product id', { quantity: 1 }],
    ['an oversized cart id', { productId: 1, quantity: 1, cartId: 'x'.repeat(65) }],
  ])('answers 400 for %s', async (_name, payload) => {
    const response = await asShopper('POST', '/api/cart/add-product', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/body/);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await add(t.shopper, { productId: 999999, quantity: 1 })).statusCode).toBe(404);
  });

  it('changes and removes lines of the own cart only', async () => {
    await add(t.other, { productId: 2, quantity: 1 });
    const mine = (await t.cart(t.shopper)).json<Cart>();
    const theirs = (await t.cart(t.other)).json<Cart>();
    expect(mine.id).not.toBe(theirs.id);
    expect(theirs.products.map((p) => p.productId)).not.toContain(1);
    const item = `/api/cart/items/${mine.products[0]!.id}`;
    // Another user cannot touch the shopper's line.
    expect((await asOther('PATCH', item, { quantity: 1 })).statusCode).toBe(404);
    expect((await asOther('DELETE', item)).statusCode).toBe(404);
    const patched = await asShopper('PATCH', item, { quantity: 4 });
    expect(patched.json<Cart>().products[0]?.quantity).toBe(4);
    const removed = await asShopper('DELETE', item);
    expect(removed.json<Cart>()).toMatchObject({
      products: [],
      count: 0,
      totals: { subtotal: 0, shipping: 0, total: 0 },
    });
    expect((await asShopper('DELETE', item)).statusCode).toBe(404);
    expect((await asShopper('DELETE', '/api/cart/items/not-a-uuid')).statusCode).toBe(400);
  });

  it("never uses another user's cart id, even when the client sends it", async () => {
    const theirs = (await t.cart(t.other)).json<Cart>();
    const token = await t.login('amara@shop.test', 'Customer#2026');
    const own = (
      await add(token, {
        cartId: theirs.id,
        cartItemId: theirs.products[0]!.id,
        productId: 3,
        quantity: 1,
      })
    ).json<Cart>();
    expect(own.id).not.toBe(theirs.id);
    expect(own.products.map((p) => p.productId)).toEqual([3]);
    expect(own.products[0]?.id).not.toBe(theirs.products[0]!.id);
    expect((await t.cart(t.other)).json<Cart>()).toEqual(theirs);
  });
});
