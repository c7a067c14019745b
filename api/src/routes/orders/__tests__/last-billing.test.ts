import { DETAILS, OTHER, SHOPPER, suiteApp } from '../../../test-support/test-app';

describe('GET /api/orders/last-billing', () => {
  const t = suiteApp({ shopper: SHOPPER, other: OTHER });

  const lastBilling = (token?: string) =>
    t.call({ method: 'GET', url: '/api/orders/last-billing', token });
  const order = async (token: string, details: object) => {
    await t.addToCart(token, 3, 1);
    const placed = await t.checkout(token, { customerDetails: details });
    expect(placed.statusCode).toBe(201);
  };

  it('answers 401 without a token', async () => {
    expect((await lastBilling()).statusCode).toBe(401);
  });

  it("answers the caller's latest billing details, and only the caller's", async () => {
    await order(t.shopper, DETAILS);
    await order(t.shopper, { ...DETAILS, address: '2 Newer Street', city: 'Porto' });
    expect((await lastBilling(t.shopper)).json()).toEqual({
      billing: { ...DETAILS, address: '2 Newer Street', city: 'Porto' },
    });
    // Another account gets its own (seeded) details, never these.
    const others = (await lastBilling(t.other)).json<{ billing: { email: string } | null }>();
    expect(others.billing?.email).toBe(OTHER.email);
    expect(JSON.stringify(others)).not.toContain('Newer Street');
  });
});
