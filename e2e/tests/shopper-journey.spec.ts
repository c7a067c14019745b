import { expect, test } from '@playwright/test';
import { SHOPPER } from '../support/session';

/** The walking skeleton: log in, browse, add to cart, see the cart — across four apps. */
test('the demo shopper logs in, adds a product and sees it in the cart widget and on /cart', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const loginToast = page.getByText('login: successful');
  await expect(loginToast).toBeVisible();
  // Toasts stand at the bottom-left of the window (spec section 9).
  const toastBox = await loginToast.boundingBox();
  const viewport = page.viewportSize();
  expect(toastBox && viewport).toBeTruthy();
  expect(toastBox!.x + toastBox!.width / 2).toBeLessThan(viewport!.width / 2);
  expect(toastBox!.y + toastBox!.height / 2).toBeGreaterThan(viewport!.height / 2);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const cartButton = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
  await expect(cartButton).toBeVisible();
  const before = Number(
    (await cartButton.getAttribute('aria-label'))?.match(/\d+/)?.[0] ??
      (await cartButton.innerText()).match(/\d+/)?.[0],
  );

  await page.goto('/products');
  await expect(page.getByText(/Total \d+ Products/)).toBeVisible();
  const addButton = page.getByRole('button', { name: /^Add to Cart: .+$/ }).first();
  const label = (await addButton.getAttribute('aria-label')) ?? (await addButton.innerText());
  const title = label.replace(/^Add to Cart: /, '');
  await addButton.click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: `Cart, ${before + 1} ${before + 1 === 1 ? 'item' : 'items'}`,
    }),
  ).toBeVisible();

  await page.goto('/cart');
  const row = page.getByRole('row').filter({ hasText: title.slice(0, 32) });
  await expect(row).toBeVisible();
});
