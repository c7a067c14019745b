import { expect, test, type Page } from '@playwright/test';
import { API_URL, SHOP_URL } from '../support/stack';
import { signIn } from '../support/session';
import { navigate, setPreferences } from '../support/layout';

/**
 * One visit of a product's page counts one view, whichever side rendered it: the page the
 * shell's server rendered (and the browser hydrated), and the page a client navigation opened.
 * The browser asks the API for nothing the server's HTML already carries.
 */

interface Listed {
  id: number;
  title: string;
}

/** A product's views as the API counts them (the dev route writes the pending ones first). */
async function views(id: number): Promise<number> {
  const response = await fetch(`${API_URL}/dev/product-views/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { views: number }).views;
}

/** The first products of the listing, as the shop lists them. */
async function listed(): Promise<Listed[]> {
  const response = await fetch(`${API_URL}/products?pageSize=3`);
  return ((await response.json()) as { products: Listed[] }).products;
}

/** The browser's GETs of a product, from now on. */
function productRequests(page: Page, id: number): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/product/${id}`)
      seen.push(request.url());
  });
  return seen;
}

/** The views once the page has settled: no view request still on its way. */
async function settledViews(page: Page, id: number) {
  await page.waitForLoadState('networkidle');
  return views(id);
}

test('a server-rendered product page counts one view and fetches nothing it carries', async ({
  page,
  request,
}) => {
  const [product] = await listed();
  const path = `/product/${product!.id}`;
  // Once the shell's server has the catalogue's server build, the page comes with its data.
  await expect(async () => {
    const served = await request.get(path, { headers: { cookie: 'shop_session=1' } });
    expect(await served.text()).toContain('id="shop-page-data"');
  }).toPass({ timeout: 20_000 });
  await signIn(page);
  await page.context().addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
  const before = await views(product!.id);
  const fetched = productRequests(page, product!.id);

  await page.goto(path);
  const heading = page.locator('main').getByRole('heading', { level: 2, name: product!.title });
  await expect(heading).toBeVisible();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect.poll(() => settledViews(page, product!.id)).toBe(before + 1);
  // The product came with the page: the browser did not ask for it again.
  expect(fetched).toEqual([]);

  // Another language is the same visit: the product is fetched in it, no view is added.
  await setPreferences(page, 'es', 'light');
  await expect.poll(() => fetched.length).toBe(1);
  expect(await settledViews(page, product!.id)).toBe(before + 1);
});

test('a product opened by a client navigation counts one view', async ({ page }) => {
  const [, product, next] = await listed();
  await signIn(page);
  await page.goto('/products');
  await expect(page.locator('main').getByRole('article').first()).toBeVisible();
  const before = await views(product!.id);

  await page.locator('main').getByRole('link', { name: product!.title }).last().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product!.id}$`));
  await expect(
    page.locator('main').getByRole('heading', { level: 2, name: product!.title }),
  ).toBeVisible();
  await expect.poll(() => settledViews(page, product!.id)).toBe(before + 1);

  // The next product is another visit: one view for it, none more for the first.
  const nextBefore = await views(next!.id);
  await navigate(page, `/product/${next!.id}`);
  await expect(
    page.locator('main').getByRole('heading', { level: 2, name: next!.title }),
  ).toBeVisible();
  await expect.poll(() => settledViews(page, next!.id)).toBe(nextBefore + 1);
  expect(await views(product!.id)).toBe(before + 1);
});
