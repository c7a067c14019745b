import { addMoney, type Cart, type CartLine } from '@shop/contracts';

/** The cart as it will most likely be once the server agrees; the server's answer replaces it. */
export function withQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  return recount(
    cart,
    cart.products.map((line) =>
      line.id === lineId
        ? { ...line, quantity, linePrice: (Math.round(line.price * 100) * quantity) / 100 }
        : line,
    ),
  );
}

export function withoutLine(cart: Cart, lineId: string): Cart {
  return recount(
    cart,
    cart.products.filter((line) => line.id !== lineId),
  );
}

function recount(cart: Cart, products: CartLine[]): Cart {
  const subtotal = addMoney(...products.map((line) => line.linePrice));
  // Shipping and taxes are the server's to compute; keep its last figures until it answers.
  const { tax, shipping, shippingTax } = products.length
    ? cart.totals
    : { tax: 0, shipping: 0, shippingTax: 0 };
  return {
    ...cart,
    products,
    count: products.reduce((sum, line) => sum + line.quantity, 0),
    totals: {
      subtotal,
      tax,
      shipping,
      shippingTax,
      total: addMoney(subtotal, tax, shipping, shippingTax),
    },
  };
}
