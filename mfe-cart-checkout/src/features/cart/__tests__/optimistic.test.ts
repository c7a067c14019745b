import { buildCart } from '@shop/testing';
import { withoutLine, withQuantity } from '../api';

describe('the expected cart after a change', () => {
  const cart = buildCart([
    { quantity: 2, price: 0.1 },
    { quantity: 1, price: 0.2 },
  ]);

  it('prices the new quantity and sums the totals without float drift', () => {
    const next = withQuantity(cart, 'line-1', 3);

    expect(next.products[0]).toMatchObject({ quantity: 3, linePrice: 0.3 });
    expect(next.totals).toEqual({
      subtotal: 0.5,
      tax: 0,
      shipping: 30,
      shippingTax: 0,
      total: 30.5,
    });
    expect(next.count).toBe(4);
  });

  it('keeps the last known taxes and shipping of a cart that still has lines', () => {
    const taxed = { ...cart, totals: { ...cart.totals, tax: 1.25, shippingTax: 0.75 } };

    expect(withoutLine(taxed, 'line-1').totals).toEqual({
      subtotal: 0.2,
      tax: 1.25,
      shipping: 30,
      shippingTax: 0.75,
      total: 32.2,
    });
  });

  it('answers zero totals once the last line is gone', () => {
    const single = buildCart([{ quantity: 2, price: 10 }]);

    expect(withoutLine(single, 'line-1')).toMatchObject({
      products: [],
      count: 0,
      totals: { subtotal: 0, tax: 0, shipping: 0, shippingTax: 0, total: 0 },
    });
  });
});
