import { axe } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { API_URL } from '../support/stack';
import { ADMIN, SHOPPER, apiLogin, signIn } from '../support/session';
import { emptyCart } from '../support/cart';

/**
 * The back-office on real data: the admin logs in, adds a product with two images and finds it
 * in the storefront, then delivers a shopper's order, and the shopper sees it on /track-order.
 * Sign out ends the session; a customer's token does not open the admin area.
 */

// A 1×1 PNG: the upload endpoint only needs a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The shopper places an order through the API, as checkout does. */
async function placeOrder(): Promise<string> {
  const token = await apiLogin(SHOPPER);
  await emptyCart(token);
  const { products } = await api<{ products: Array<{ id: number; stock: number }> }>(
    'products?pageSize=24',
    token,
  );
  const product = products.find((p) => p.stock > 0);
  if (!product) throw new Error('no product in stock');
  await api('cart/add-product', token, {
    currencyId: 1,
    cartId: randomUUID(),
    cartItemId: randomUUID(),
    productId: product.id,
    quantity: 1,
  });
  const order = await api<{ id: string }>('checkout', token, {
    customerDetails: {
      firstName: 'Sam',
      lastName: 'Shopper',
      email: SHOPPER.email,
      phone: '+2923432432432',
      address: '1 Market Street',
      city: 'London',
      state: 'London',
      zip: '12345',
      country: 'United Kingdom',
    },
  });
  return order.id;
}

async function addProduct(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('File Uploaded!!').first()).toBeVisible();
  await dialog
    .getByLabel('Hover image')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('Image uploaded')).toHaveCount(2);
  // English is the one required language; Spanish and Portuguese fall back to it.
  await dialog.getByRole('group', { name: 'English (required)' }).getByLabel('Title').fill(title);
  await dialog.getByLabel('New price').fill('12.5');
  await dialog.getByLabel('Stock').fill('5');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product created')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('the admin adds a product the storefront lists, and delivers an order the shopper can track', async ({
  page,
  browser,
}) => {
  const orderId = await placeOrder();
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('login: successful')).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Total Revenue' })).toBeVisible();

  await page.goto('/admin/products');
  const title = `Journey Lamp ${Date.now()}`;
  await addProduct(page, title);

  await page.goto(
    `/products?filters[0][field]=title&filters[0][operator]=LIKE&filters[0][value]=${encodeURIComponent(title)}&pageNumber=1`,
  );
  await expect(page.getByText(title).first()).toBeVisible();

  await page.goto('/admin/sales-orders');
  await page.getByRole('row', { name: `Update order ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Update' });
  await dialog.getByRole('radio', { name: 'Delivered' }).check();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Status changed to delivered')).toBeVisible();
  await expect(
    page.getByRole('row', { name: `Update order ${orderId}` }).getByText('Delivered'),
  ).toBeVisible();

  const shopper = await browser.newPage();
  await signIn(shopper, SHOPPER);
  await shopper.goto(`/track-order?orderId=${orderId}`);
  await shopper.getByLabel('Billing E-mail').fill(SHOPPER.email);
  await shopper.getByRole('button', { name: 'Track Order' }).click();
  await expect(shopper.getByText('Delivered')).toBeVisible();
  await shopper.close();
});

test("a customer's token does not open the admin area", async ({ page }) => {
  const token = await signIn(page, SHOPPER);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
  const response = await fetch(`${API_URL}/admin/orders`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(403);
});

test('Sign out in the admin ends the session', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: /^Profile menu of / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

test('the Add Products and Order Update dialogs are accessible', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/sales-orders');
  await page.getByRole('button', { name: 'Add Products' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Product' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page
    .getByRole('row', { name: /Update order/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Order Update' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('admin screens are accessible', () => {
  const screens = [
    ['/admin/dashboard', 'Monthly Revenue'],
    ['/admin/products', 'Products'],
    ['/admin/sales-orders', 'Sales orders'],
    ['/admin/customers', 'Customers'],
    ['/admin/settings', 'Invitations'],
  ] as const;
  for (const theme of ['light', 'dark'] as const) {
    for (const [path, heading] of screens) {
      test(`${path} in the ${theme} theme has no serious or critical axe violations`, async ({
        page,
      }) => {
        await signIn(page, ADMIN);
        await page.addInitScript(
          (dark) => localStorage.setItem('darkMode', dark ? 'true' : 'false'),
          theme === 'dark',
        );
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
        await expect(page.getByText('Loading...')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
