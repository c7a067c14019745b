import { expect, test } from '@playwright/test';
import { API_URL } from '../support/stack';
import { signIn } from '../support/session';
import { firstProduct } from '../support/cart';

interface Node {
  item: { id: number; title: string };
  children: Node[];
}
interface Listing {
  products: Array<{ id: number; title: string; stock: number }>;
  totalPages: number;
}

async function getJson<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${API_URL}/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const categoryQuery = (id: number, page: number) =>
  `products?filters[0][field]=categories_id&filters[0][operator]=EQUAL&filters[0][value]=${id}&pageNumber=${page}`;

/**
 * The shopper's way through the catalogue: a category of the header's tree, the listing with its
 * title and counts, page 2, a product, three of it into the cart; the header's count follows.
 */
test('a header category leads through the listing to a product whose quantity lands in the cart', async ({
  page,
}) => {
  const token = await signIn(page);
  // A category with a second page, and a product on that page with stock for three.
  const tree = await getJson<Node[]>('categories-containing-products', token);
  let category: Node['item'] | undefined;
  let product: Listing['products'][number] | undefined;
  for (const child of tree.flatMap((parent) => parent.children)) {
    const first = await getJson<Listing>(categoryQuery(child.item.id, 1), token);
    if (first.totalPages < 2) continue;
    const second = await getJson<Listing>(categoryQuery(child.item.id, 2), token);
    product = second.products.find((p) => p.stock >= 3);
    if (product) {
      category = child.item;
      break;
    }
  }
  test.skip(!category || !product, 'the seed has no category with a second page');
  if (!category || !product) return;

  await page.goto('/');
  const cart = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
  await expect(cart).toBeVisible();
  const countOf = async () => Number((await cart.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  const before = await countOf();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Categories' }).click();
  await nav.getByRole('link', { name: category.title, exact: true }).click();

  // The shell's title banner shows the category the catalogue resolved.
  await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
  await expect(page.getByText(/^Showing: \d+$/)).toBeVisible();
  await expect(page.getByText(/^Total \d+ Products$/)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/pageNumber=2/);
  await page.locator(`h3 a[href="/product/${product.id}"]`).click();

  await expect(page.getByRole('main').getByRole('heading', { name: product.title })).toBeVisible();
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await plus.click();
  await plus.click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();

  await expect(page.getByText('Added to the cart')).toBeVisible();
  await expect.poll(countOf).toBe(before + 3);
});

/**
 * A keyboard user adds a product: the button shows itself busy while the cart is asked, and the
 * focus stays on it (a disabled button loses it, and the next Tab starts over from the page).
 */
test('Add to Cart pressed from the keyboard keeps the focus through the add', async ({ page }) => {
  await signIn(page);
  const product = await firstProduct();
  await page.goto(`/product/${product.id}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added to the cart')).toBeVisible();
  await expect(add).toBeFocused();
  await expect(add).not.toHaveAttribute('aria-disabled', 'true');
});
