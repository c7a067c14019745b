import { API_URL } from './stack';

/**
 * Empties a shopper's cart through the API. The journeys share one shopper: a journey that adds
 * to the cart starts from an empty one, whatever others left in it (a line left over would be
 * ordered with its own, or push a product past its stock).
 */
export async function emptyCart(token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const response = await fetch(`${API_URL}/cart`, { headers });
  if (response.status === 404) return;
  if (!response.ok) throw new Error(`GET cart: ${response.status}`);
  const { products = [] } = (await response.json()) as { products?: Array<{ id: string }> };
  for (const line of products) {
    const removed = await fetch(`${API_URL}/cart/items/${encodeURIComponent(line.id)}`, {
      method: 'DELETE',
      headers,
    });
    if (!removed.ok && removed.status !== 404)
      throw new Error(`DELETE cart line: ${removed.status}`);
  }
}

/** The seeded catalogue's first product, for the journeys that open one. */
export async function firstProduct(): Promise<{ id: number; title: string }> {
  const response = await fetch(`${API_URL}/products?pageSize=1`);
  const { products } = (await response.json()) as {
    products: Array<{ id: number; title: string }>;
  };
  if (!products[0]) throw new Error('the seed has no product');
  return products[0];
}

/** Puts one of a product in a shopper's cart through the API; the answer is the caller's to check. */
export function addToCart(token: string, productId: number): Promise<Response> {
  return fetch(`${API_URL}/cart/add-product`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ productId, quantity: 1 }),
  });
}
