import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL, PORTS, SHOP_URL } from '../support/stack';
import { SHOPPER, signIn } from '../support/session';
import { addToCart, emptyCart, firstProduct } from '../support/cart';

/**
 * What a shopper types, picks or taps while a page loads — the field is on screen, the page's
 * code has not taken it over yet — is still there, or done once, after it has. On a slowed CPU,
 * as a phone loads the shop: each field is typed into the moment it is visible, with no wait.
 */

/**
 * A phone's network: the shell's code arrives only when the test lets it, so what the shopper
 * does on the served page is done before the page has been taken over, however busy the machine.
 */
async function holdShellCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) =>
      url.origin === SHOP_URL &&
      url.pathname.endsWith('.js') &&
      !url.pathname.endsWith('/pre-paint.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The catalogue's code (its entry and modules) arrives only when the test lets it. */
async function holdCatalogueCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.origin === `http://localhost:${PORTS.mfe_catalog}` && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** A phone's processor: the page's code takes several times as long to run. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The shell and the page in it have taken over (what the journeys wait for). */
const takenOver = (page: Page) => page.locator('html[data-ready]').waitFor({ state: 'attached' });

/** Types into a field as soon as it is on screen. */
async function typeAtOnce(field: Locator, text: string) {
  await field.waitFor({ state: 'visible' });
  await field.pressSequentially(text);
}

/** A signed-in page as the server answers it once it has its remote's server build at hand. */
async function served(request: APIRequestContext, path: string) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const html = await (
      await request.get(`${SHOP_URL}${path}`, { headers: { Cookie: 'shop_session=1' } })
    ).text();
    if (html.includes('id="shop-page-data"')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${path} was never served with its page`);
}

/** A returning shopper: signed in, and the hint cookie the first paint is rendered for. */
async function returningShopper(page: Page) {
  const token = await signIn(page);
  await page.context().addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
  return token;
}

/** A product of the seed's first page with at least `count` in stock. */
async function inStock(count: number) {
  const { products } = (await (await fetch(`${API_URL}/products?pageSize=24`)).json()) as {
    products: Array<{ id: number; stock: number }>;
  };
  const product = products.find((p) => p.stock >= count);
  if (!product) throw new Error(`the seed has no product with ${count} in stock`);
  return product;
}

test.beforeEach(async ({ page }) => {
  test.slow();
  await slowCpu(page);
});

test('the login form keeps what was typed while it loaded, and signs in with it', async ({
  page,
}) => {
  await page.goto('/login', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const email = main.getByRole('textbox', { name: 'Email' });
  const password = main.getByLabel('Password', { exact: true });
  await typeAtOnce(email, SHOPPER.email);
  await typeAtOnce(password, SHOPPER.password);
  await takenOver(page);
  // Leaving the field renders the form again: what it holds is what the page shows.
  await password.press('Shift+Tab');
  await expect(email).toHaveValue(SHOPPER.email);
  await expect(password).toHaveValue(SHOPPER.password);
  await expect(main.getByText('Invalid email')).toHaveCount(0);
  await expect(main.getByText('Invalid password')).toHaveCount(0);
  await password.press('Enter');
  await expect(page).toHaveURL(`${SHOP_URL}/`);
});

test('a password manager filling the login form as it appears fills it for good', async ({
  page,
}) => {
  await page.goto('/login', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const email = main.getByRole('textbox', { name: 'Email' });
  const password = main.getByLabel('Password', { exact: true });
  await email.waitFor({ state: 'visible' });
  await email.fill(SHOPPER.email);
  await password.fill(SHOPPER.password);
  await takenOver(page);
  await email.focus();
  await password.focus();
  await expect(email).toHaveValue(SHOPPER.email);
  await expect(main.getByText('Invalid email')).toHaveCount(0);
  await password.press('Enter');
  await expect(page).toHaveURL(`${SHOP_URL}/`);
});

test('the signup form keeps every field typed while it loaded', async ({ page }) => {
  const values = {
    Nickname: 'early-bird',
    Email: 'early.bird@example.com',
    Invitation: 'an-invitation-code',
    Password: 'Quietly-typed 2026!',
  };
  await page.goto('/signup', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const field = (label: string) => main.getByLabel(label, { exact: true });
  for (const [label, value] of Object.entries(values)) await typeAtOnce(field(label), value);
  await takenOver(page);
  await field('Nickname').focus();
  for (const [label, value] of Object.entries(values))
    await expect(field(label)).toHaveValue(value);
  await expect(main.getByText(/^Invalid /)).toHaveCount(0);
});

test('the checkout keeps what was typed into its served form, and fills only around it', async ({
  page,
  request,
}) => {
  const token = await returningShopper(page);
  await emptyCart(token);
  const product = await inStock(1);
  expect((await addToCart(token, product.id)).ok).toBe(true);
  await served(request, '/checkout');
  const release = await holdShellCode(page);
  const typed = { 'First name': 'Early', City: 'Lisbon' };
  await page.goto('/checkout', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const box = (label: string) => main.getByRole('textbox', { name: label, exact: true });
  for (const [label, value] of Object.entries(typed)) await typeAtOnce(box(label), value);
  await main.getByRole('combobox', { name: 'Country' }).selectOption('Germany');
  // The shopper is in the e-mail field, about to type, when the account's address arrives.
  await box('E-mail address').click();
  release();
  await takenOver(page);
  await page.waitForLoadState('networkidle');
  await box('E-mail address').pressSequentially('early.shopper@example.com');
  await box('First name').focus();
  await box('City').focus();
  for (const [label, value] of Object.entries({
    ...typed,
    'E-mail address': 'early.shopper@example.com',
  })) {
    await expect(box(label)).toHaveValue(value);
    await expect(box(label)).not.toHaveAttribute('aria-invalid', 'true');
  }
  await expect(main.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
  await emptyCart(token);
});

test("the listing's price filter applies what was typed before the page hydrated", async ({
  page,
  request,
}) => {
  await returningShopper(page);
  await served(request, '/products');
  const release = await holdShellCode(page);
  await page.goto('/products', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const min = main.getByRole('spinbutton', { name: 'Minimum' });
  const max = main.getByRole('spinbutton', { name: 'Maximum' });
  await typeAtOnce(min, '1');
  await typeAtOnce(max, '90000');
  release();
  await takenOver(page);
  await min.focus();
  await expect(min).toHaveValue('1');
  await expect(max).toHaveValue('90000');
  // Applied, the range is the page's: the sidebar comes back from the address with it.
  await main.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/GTE/);
  await expect(min).toHaveValue('1');
  await expect(max).toHaveValue('90000');
});

test('a Quick view tapped on the served listing before it hydrated opens once', async ({
  page,
  request,
}) => {
  await returningShopper(page);
  await served(request, '/products');
  const release = await holdShellCode(page);
  await page.goto('/products', { waitUntil: 'commit' });
  const quickView = page.getByRole('button', { name: /^Quick view: / }).first();
  await quickView.waitFor({ state: 'visible' });
  await quickView.click();
  release();
  await takenOver(page);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the header's search, tapped before the shell's and the catalogue's code came, opens once it has and keeps what was searched", async ({
  page,
  request,
}) => {
  await returningShopper(page);
  await served(request, '/cart');
  const { title } = await firstProduct();
  const releaseCatalogue = await holdCatalogueCode(page);
  const releaseShell = await holdShellCode(page);
  await page.goto('/cart', { waitUntil: 'commit' });
  const opener = page.getByRole('button', { name: 'Search products' });
  await opener.click();
  // Both on their way: the tap is kept until the shell's button takes it, then waits there for
  // the catalogue's dialog (held longer than the catalogue's time limit, it would be its fallback).
  releaseCatalogue();
  releaseShell();
  await takenOver(page);
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await expect(box).toBeFocused();
  const query = title.split(' ').slice(-2).join(' ');
  await box.pressSequentially(query);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await page.getByRole('dialog', { name: 'Search' }).getByRole('button', { name: 'Close' }).click();
  await expect(box).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(box).toHaveValue(query);
});

test("the product page's quantity typed before it hydrated is the one Add to Cart adds, tapped then too", async ({
  page,
  request,
}) => {
  const token = await returningShopper(page);
  await emptyCart(token);
  const product = await inStock(3);
  await served(request, `/product/${product.id}`);
  const release = await holdShellCode(page);
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const quantity = main.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.waitFor({ state: 'visible' });
  await quantity.selectText();
  await quantity.pressSequentially('3');
  await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  release();
  await takenOver(page);
  await expect(page.getByText('Added to the cart')).toBeVisible();
  await expect(quantity).toHaveValue('3');
  const cart = (await (
    await fetch(`${API_URL}/cart`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { products: Array<{ productId: number; quantity: number }> };
  expect(cart.products).toEqual([expect.objectContaining({ productId: product.id, quantity: 3 })]);
  await emptyCart(token);
});

test('a page served for other preferences keeps what was typed while it loaded, then turns to the stored ones', async ({
  page,
  request,
}) => {
  await returningShopper(page);
  // Stored in this browser, but not in the hint cookies the server renders by (English, light).
  await page.addInitScript(() => {
    localStorage.setItem('language', '"es"');
    localStorage.setItem('darkMode', 'true');
  });
  await served(request, '/products');
  const release = await holdShellCode(page);
  await page.goto('/products', { waitUntil: 'commit' });
  const min = page.getByRole('main').getByRole('spinbutton').first();
  const email = page.getByRole('contentinfo').getByRole('textbox');
  await typeAtOnce(min, '1');
  await email.scrollIntoViewIfNeeded();
  await typeAtOnce(email, 'early.reader@example.com');
  release();
  await takenOver(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(email).toHaveAccessibleName('Correo electrónico');
  await expect(email).toBeFocused();
  // Typing on renders the form again: what it holds is what the page shows.
  await email.press('End');
  await email.pressSequentially('m');
  await expect(email).toHaveValue('early.reader@example.comm');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(min).toHaveValue('1');
});
