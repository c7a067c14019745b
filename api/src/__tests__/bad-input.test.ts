import { eq } from 'drizzle-orm';
import { products, users } from '../db/schema';
import type { Order } from '../schemas/orders';
import { ADMIN, callerAs, filterQuery, SHOPPER, suiteApp } from '../test-support/test-app';

/** The inputs that answered 500 before: each is now a 400 (or 401) that names the problem. */
describe('bad input is a 4xx, never a 5xx', () => {
  const t = suiteApp({ shopper: SHOPPER, admin: ADMIN });
  const anyone = callerAs(t);

  const controlChars = (field: string) => ({
    error: `${field} must not contain control characters`,
  });

  it.each([
    ['nickname', { nickname: 'a\u0000b', invitationId: 'DEMO-INVITE-19' }],
    ['invitationId', { nickname: 'nul', invitationId: 'DEMO\u0000' }],
  ])('refuses NUL in a signup %s', async (field, fields) => {
    const base = { email: 'nul@example.com', password: 'Nul#Signup-2026', id: 'x' };
    const response = await anyone('POST', '/api/auth/signup', { ...base, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(controlChars(`body/${field}`));
  });

  it('refuses control characters in profile names, and keeps line breaks out of one line', async () => {
    for (const name of ['\u0000', 'tab\there', 'new\nline', '\u001b[2J', '\u0085']) {
      const response = await callerAs(t, 'shopper')('PUT', '/api/user/profile', {
        firstName: name,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(controlChars('body/firstName'));
    }
  });

  it('takes line breaks in a message but not NUL', async () => {
    const message = (text: string) =>
      anyone('POST', '/api/contact', {
        name: 'Ann',
        email: 'ann@example.com',
        phone_number: '123',
        message: text,
      });
    expect((await message('Hello,\r\n\tthe lamp?')).statusCode).toBe(201);
    expect((await message('Hello\u0000')).json()).toEqual(controlChars('body/message'));
  });

  it('refuses NUL in a search', async () => {
    const response = await anyone('GET', '/api/search?q=%00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(controlChars('querystring/q'));
  });

  it.each(['99999999999', '2147483648', 'Infinity', '1e400', '-Infinity'])(
    'refuses related-products?excludeId=%s',
    async (id) => {
      const response = await anyone('GET', `/api/related-products?excludeId=${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/^querystring\/excludeId /);
    },
  );

  it.each(['Infinity', '1e400', '2147483648'])('refuses a product id of %s', async (id) => {
    for (const [method, url] of [
      ['GET', `/api/product/${id}`],
      ['DELETE', `/api/admin/products/${id}`],
    ] as const) {
      const response = await callerAs(t, 'admin')(method, url);
      expect(response.statusCode).toBe(400);
    }
  });

  it.each([
    ['GTE', '1e308'],
    ['LTE', '9007199254740993'],
    ['GTE', '10000000.01'],
    ['LTE', '-1'],
    ['GTE', '0x10'],
    ['LTE', ''],
  ])('refuses a price filter %s %s', async (operator, value) => {
    const response = await anyone(
      'GET',
      `/api/products?${filterQuery(['price', operator, value])}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^filters: price takes a price/);
  });

  it.each([
    'filters[0][field]=price&filters[0][operator]=GTE&filters[0][value][x]=1',
    'filters[field]=price&filters[operator]=GTE&filters[value]=1',
    'filters[0][field][]=price&filters[0][field][]=title&filters[0][operator]=GTE&filters[0][value]=1',
    'filters=price',
    'filters[99][field]=price&filters[99][operator]=GTE&filters[99][value]=1',
  ])('refuses odd filter shapes: %s', async (query) => {
    const response = await anyone('GET', `/api/products?${query}`);
    expect(response.statusCode).toBe(400);
  });

  it('places an order whose total outgrows 32 bits of minor units', async () => {
    await t.database.db
      .update(products)
      .set({ newPrice: 1_000_000_000, stock: 50 })
      .where(eq(products.id, 40));
    const cart = await t.addToCart(t.shopper, 40, 10);
    expect(cart.statusCode).toBe(200);
    const order = await t.checkout(t.shopper);
    expect(order.statusCode).toBe(201);
    expect(order.json<Order>().totals.subtotal).toBe(100_000_000);
  });

  it("answers a deleted account's token with 401 when it adds to a cart or invites", async () => {
    const email = 'gone@example.com';
    const signup = await anyone('POST', '/api/auth/signup', {
      nickname: 'gone',
      email,
      password: 'Gone#Account-2026',
      invitationId: 'DEMO-INVITE-20',
    });
    expect(signup.statusCode).toBe(200);
    const token = await t.login(email, 'Gone#Account-2026');
    await t.database.db.delete(users).where(eq(users.email, email));

    const add = await t.addToCart(token, 3, 1);
    expect(add.statusCode).toBe(401);
    const invite = await t.call({ method: 'POST', url: '/api/invitations', token });
    expect(invite.statusCode).toBe(401);
  });
});
