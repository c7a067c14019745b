import type { Cart, CartLine } from '@shop/contracts';
import { buildCart, fakeApi, type FakeApi } from '@shop/contracts/testing';

/**
 * A fake cart API that keeps its state like the real one: GET answers the current cart,
 * PATCH and DELETE change it and answer the new cart.
 */
export function fakeCartServer(lines: Array<Partial<CartLine>>): FakeApi & { cart: () => Cart } {
  let cart = buildCart(lines);
  const lineOf = (path: string) => decodeURIComponent(path.split('/').pop() ?? '');
  const api = fakeApi({ 'GET /cart': () => ({ body: cart }) });
  for (const line of cart.products) {
    api.on(`PATCH /cart/items/${line.id}`, (request) => {
      const { quantity } = request.body as { quantity: number };
      cart = buildCart(
        cart.products.map(({ linePrice, ...l }) =>
          l.id === lineOf(request.path) ? { ...l, quantity } : { ...l, linePrice },
        ),
      );
      return { body: cart };
    });
    api.on(`DELETE /cart/items/${line.id}`, (request) => {
      cart = buildCart(cart.products.filter((l) => l.id !== lineOf(request.path)));
      return { body: cart };
    });
  }
  return Object.assign(api, { cart: () => cart });
}

/** Holds back the answers to one method until `release` is called, to see the UI meanwhile. */
export function holdAnswers(api: FakeApi, method: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = api.fetch.getMockImplementation();
  api.fetch.mockImplementation(async (input: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === method) await gate;
    return answer?.(input, init);
  });
  return () => release();
}
