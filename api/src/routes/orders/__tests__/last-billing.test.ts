import {
  createTestApp,
  DETAILS,
  OTHER,
  SHOPPER,
  type TestApp,
} from '../../../test-support/test-app';

describe('GET /api/orders/last-billing', () => {
  let t: TestApp;
  let shopper: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    shopper = await t.login(SHOPPER.email, SHOPPER.password);
    other = await t.login(OTHER.email, OTHER.password);
  });
  afterAll(() => t?.close());

  const lastBilling = (token?: string) =>
    t.call({ method: 'GET', url: '/api/orders/last-billing', token });
  const order = async (token: string, details: object) => {
    await t.call({
      method: 'POST',
      url: '/api/cart/add-product',
      token,
      payload: { productId: 3, quantity: 1 },
    });
    const placed = await t.call({
      method: 'POST',
      url: '/api/checkout',
      token,
      payload: { customerDetails: details },
    });
    expect(placed.statusCode).toBe(201);
  };

  it('answers 401 without a token', async () => {
    expect((await lastBilling()).statusCode).toBe(401);
  });

  it("answers the caller's latest billing details, and only the caller's", async () => {
    await order(shopper, DETAILS);
    await order(shopper, { ...DETAILS, address: '2 Newer Street', city: 'Porto' });
    expect((await lastBilling(shopper)).json()).toEqual({
      billing: { ...DETAILS, address: '2 Newer Street', city: 'Porto' },
    });
    // Another account gets its own (seeded) details, never these.
    const others = (await lastBilling(other)).json<{ billing: { email: string } | null }>();
    expect(others.billing?.email).toBe(OTHER.email);
    expect(JSON.stringify(others)).not.toContain('Newer Street');
  });
});
