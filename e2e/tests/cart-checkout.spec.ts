import { axe } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/stack';
import { ADMIN, signIn } from '../support/session';
import { emptyCart } from '../support/cart';

interface Listing {
  products: Array<{ id: number; title: string; stock: number }>;
}

async function call<T>(path: string, token: string, method = 'GET'): Promise<T | null> {
  const response = await fetch(`${API_URL}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** axe finds nothing wrong in this remote's part of the page (the main area or the cart panel). */
async function expectAccessible(page: Page, selector: string) {
  const { violations } = await axe(page).include(selector).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });

async function fillBilling(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const box = page.getByRole('main').getByRole('textbox', { name: label, exact: true });
    await box.fill(value);
  }
}

/**
 * The shopper's way from the cart to an order: two products in, one quantity raised on /cart,
 * the other removed, an invalid then a valid checkout, the order placed, found again on
 * /track-order, and listed in the admin's orders.
 */
test('a shopper edits the cart, places an order and tracks it; the admin sees it', async ({
  page,
  browser,
}) => {
  const token = await signIn(page);
  await emptyCart(token);
  const listing = await call<Listing>('products?pageSize=24', token);
  const [first, second] = (listing?.products ?? []).filter((p) => p.stock >= 5);
  test.skip(!first || !second, 'the seed has no two products in stock');
  if (!first || !second) return;

  for (const [index, product] of [first, second].entries()) {
    await page.goto(`/product/${product.id}`);
    await expect(
      page.getByRole('main').getByRole('heading', { name: product.title }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(cartButton(page)).toHaveAccessibleName(
      `Cart, ${index + 1} item${index ? 's' : ''}`,
    );
  }

  // A full load, not the header's panel: the catalogue's product page does not unmount cleanly.
  await page.goto('/cart');
  await page.getByRole('button', { name: `Increase the quantity of ${first.title}` }).click();
  await expect(page.getByRole('group', { name: `Quantity of ${first.title}` })).toHaveText(/2/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await page.getByRole('button', { name: `Remove ${second.title} from the cart` }).click();
  await expect(page.getByText('Removed from cart')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expectAccessible(page, 'main');

  // The header's panel lists what is left and leads to the checkout.
  await cartButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(panel.getByText(/^2 x /)).toBeVisible();
  await expectAccessible(page, 'dialog[open]');
  await panel.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  // The form starts from the account and the shopper's latest order (if an earlier journey
  // placed one): once that has filled in, empty it, to see an incomplete form refused.
  const billing = page.getByRole('group', { name: 'Billing Details' });
  await expect(billing.getByRole('textbox', { name: 'E-mail address' })).not.toHaveValue('');
  for (const field of await billing.getByRole('textbox').all()) await field.fill('');
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ index: 0 });
  await expect(placeOrder).toHaveAttribute('aria-disabled', 'true');
  // Playwright waits for aria-disabled elements to be enabled; a shopper's click arrives anyway.
  await placeOrder.click({ force: true });
  await expect(page.getByText('Please fillup the form carefully')).toBeVisible();
  await expectAccessible(page, 'main');

  const address = `${Date.now()} Analytical Street`;
  await fillBilling(page, {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'E-mail address': 'ada.e2e@example.com',
    Phone: '+2923432432432',
    Address: address,
    City: 'London',
    State: 'Greater London',
    'Zip code': '1234',
  });
  await page.getByRole('combobox', { name: 'Country' }).selectOption('United Kingdom');
  await expect(page.getByText('Invalid zip format, use like 12345.')).toBeVisible();
  await expect(placeOrder).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('12345');
  await expect(placeOrder).toHaveAttribute('aria-disabled', 'false');
  await placeOrder.click();

  const confirmation = page.getByText(/^Your order number is .+\.$/);
  await expect(confirmation).toBeVisible();
  const orderId = (await confirmation.textContent())?.match(/is (.+)\.$/)?.[1] ?? '';
  expect(orderId).not.toBe('');
  await expect(
    page.getByText('Submitted the order, we will contact you soon.').first(),
  ).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });

  await page.goto('/track-order');
  await page.getByRole('textbox', { name: 'Order ID' }).fill(orderId);
  await page.getByRole('textbox', { name: 'Billing E-mail' }).fill('ada.e2e@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  const order = page.getByRole('region', { name: `Order ${orderId}` });
  await expect(order.getByText('Pending')).toBeVisible();
  await expect(order.getByText(/^2 x /)).toBeVisible();

  await page.getByRole('textbox', { name: 'Billing E-mail' }).fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText(/We could not find an order/)).toBeVisible();

  const admin = await browser.newPage();
  await signIn(admin, ADMIN);
  await admin.goto('/admin/sales-orders');
  await expect(admin.getByRole('cell', { name: new RegExp(address) })).toBeVisible();
  await admin.close();
});
