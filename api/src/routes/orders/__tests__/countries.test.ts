import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTRY_CODES } from '@shop/contracts/countries';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { Order } from '../../../schemas/orders';
import { ADMIN, callerAs, DETAILS, SHOPPER, suiteApp } from '../../../test-support/test-app';

describe('order countries', () => {
  const t = suiteApp({ shopper: SHOPPER, admin: ADMIN });
  const lastBilling = async () =>
    (await callerAs(t, 'shopper')('GET', '/api/orders/last-billing')).json<{
      billing: { country: string };
    }>().billing;
  const place = async (country: string) => {
    await t.addToCart(t.shopper, 5, 1);
    return t.checkout(t.shopper, { customerDetails: { ...DETAILS, country } });
  };
  const storedCountry = async (id: string) =>
    (
      await t.database.db.select({ country: orders.country }).from(orders).where(eq(orders.id, id))
    )[0]?.country;

  it('stores and answers the ISO 3166-1 code a checkout sends', async () => {
    const response = await place('GB');
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order.customerDetails.country).toBe('GB');
    expect(await storedCountry(order.id)).toBe('GB');
    expect((await lastBilling()).country).toBe('GB');
  });

  it('takes the English name an older checkout sends, and stores its code', async () => {
    const response = await place('Japan');
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order.customerDetails.country).toBe('JP');
    expect(await storedCountry(order.id)).toBe('JP');
    const tracked = await callerAs(t)(
      'GET',
      `/api/track-order?orderId=${order.id}&email=${DETAILS.email}`,
    );
    expect(tracked.json<Order>().customerDetails.country).toBe('JP');
  });

  it.each(['Atlantis', 'gb', 'Alemania', 'US', ''])(
    'answers 400 naming the country for %j and places no order',
    async (country) => {
      const before = await lastBilling();
      const response = await place(country);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain('customerDetails/country');
      expect(await lastBilling()).toEqual(before);
    },
  );

  it("gives every order of the admin's list as a code, the seeded ones included", async () => {
    const list = await callerAs(t, 'admin')('GET', '/api/admin/orders?pageSize=100');
    const countries = list.json<{ orders: Order[] }>().orders.map((o) => o.customerDetails.country);
    expect(countries.length).toBeGreaterThan(0);
    for (const country of countries) expect(COUNTRY_CODES).toContain(country);
  });

  it('the migration converts countries stored by English name to their codes', async () => {
    const placed = (await place('FR')).json<Order>();
    const other = (await place('AE')).json<Order>();
    await t.database.db.update(orders).set({ country: 'France' }).where(eq(orders.id, placed.id));
    await t.database.db
      .update(orders)
      .set({ country: 'United Arab Emirates' })
      .where(eq(orders.id, other.id));
    const migration = readFileSync(
      join(__dirname, '../../../../drizzle/0012_order_country_codes.sql'),
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));
    expect(await storedCountry(placed.id)).toBe('FR');
    expect(await storedCountry(other.id)).toBe('AE');
  });
});
