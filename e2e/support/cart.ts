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
