import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, SHOPPER, apiLogin } from '../support/session';
import { addToCart, firstProduct } from '../support/cart';
import {
  LANGUAGES,
  THEMES,
  adminRoutes,
  coveredAtEnd,
  layoutProblems,
  navigate,
  setPreferences,
  settle,
  storefrontRoutes,
} from '../support/layout';

/**
 * Every route of both route tables at 360 px, in both themes and all three languages: nothing
 * scrolls sideways and no text in the header, footer or admin frame is drawn over other text.
 * One page per role, switched between routes, languages and themes without reloads.
 */
const PHONE = { width: 360, height: 740 };

const STOREFRONT_REGIONS = ['.shell-header', '.content-footer'];
const STOREFRONT_ONE_LINERS = ['.shell-logo', '.catalog-menu__toggle', '.content-menu-button'];
const ADMIN_REGIONS = ['.admin-top-bar', '.admin-sidebar'];

async function openAs(browser: Browser, token: string | null, start: string, viewport = PHONE) {
  const context = await browser.newContext({ viewport });
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  await page.goto(start);
  await settle(page);
  return page;
}

async function checkRoutes(page: Page, paths: string[], regions: string[], oneLiners: string[]) {
  const problems: string[] = [];
  for (const pathname of paths) {
    await navigate(page, pathname);
    for (const language of LANGUAGES) {
      for (const theme of THEMES) {
        await setPreferences(page, language, theme);
        await settle(page);
        for (const problem of await layoutProblems(page, regions, oneLiners)) {
          problems.push(`${pathname} ${language} ${theme}: ${problem.kind} ${problem.detail}`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
}

test.describe('at 360 px', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the signed-out routes neither scroll sideways nor overlap', async ({ browser }) => {
    const { signedOut } = storefrontRoutes();
    // The remotes' pages and the shell's own, as the route tables hold them.
    expect(signedOut).toEqual(expect.arrayContaining(['/', '/login', '/about']));
    const page = await openAs(browser, null, '/');
    await checkRoutes(page, signedOut, STOREFRONT_REGIONS, STOREFRONT_ONE_LINERS);
    await page.context().close();
  });

  test("the signed-in shopper's routes neither scroll sideways nor overlap", async ({
    browser,
  }) => {
    const token = await apiLogin(SHOPPER);
    const productId = (await firstProduct()).id;
    const { signedIn, signedOut } = storefrontRoutes();
    const added = signedIn
      .filter((p) => !signedOut.includes(p))
      .map((p) => p.replace(':id', String(productId)));
    expect(added).toEqual(expect.arrayContaining(['/products', '/cart', '/checkout', '/compare']));
    const page = await openAs(browser, token, '/');
    // The signed-out routes look the same signed in, apart from the header checked here.
    await checkRoutes(page, ['/', ...added], STOREFRONT_REGIONS, STOREFRONT_ONE_LINERS);
    await page.context().close();
  });

  test("at the end of the signed-in shopper's pages no text lies under a floating button", async ({
    browser,
  }) => {
    const token = await apiLogin(SHOPPER);
    const productId = (await firstProduct()).id;
    const { signedIn } = storefrontRoutes();
    const page = await openAs(browser, token, '/');
    // Portuguese: the longest texts, so the most lines in the footer.
    await setPreferences(page, 'pt', 'light');
    const problems: string[] = [];
    for (const pathname of signedIn.map((p) => p.replace(':id', String(productId)))) {
      await navigate(page, pathname);
      for (const problem of await coveredAtEnd(page)) problems.push(`${pathname}: ${problem}`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('the admin routes neither scroll sideways nor overlap', async ({ browser }) => {
    const token = await apiLogin(ADMIN);
    const page = await openAs(browser, token, '/admin/dashboard');
    // The top bar's actions stay one row in every language.
    await checkRoutes(page, adminRoutes(), ADMIN_REGIONS, ['.admin-top-actions']);
    // The dashboard's tables for screen readers take no room on the page.
    await navigate(page, '/admin/dashboard');
    await expect(page.getByRole('table').first()).toBeAttached();
    const hidden = await page
      .locator('.admin-visually-hidden')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(hidden.length).toBeGreaterThan(0);
    expect(Math.max(...hidden)).toBeLessThanOrEqual(1);
    await page.context().close();
  });
});

test('at 1366 px the sizing guide shows each table whole, without its own scroll', async ({
  browser,
}) => {
  const token = await apiLogin(SHOPPER);
  const page = await openAs(browser, token, '/sizing-guide', { width: 1366, height: 900 });
  await setPreferences(page, 'pt', 'light');
  const tables = page.locator('.catalog-content-table-wrap');
  await expect(tables).toHaveCount(2);
  const hidden = await tables.evaluateAll((els) =>
    els.map((el) => el.scrollWidth - el.clientWidth),
  );
  expect(hidden).toEqual([0, 0]);
  await page.context().close();
});

test('at 1366 px the header and footer overlap in no language', async ({ browser }) => {
  const token = await apiLogin(SHOPPER);
  const page = await openAs(browser, token, '/', { width: 1366, height: 800 });
  await checkRoutes(page, ['/', '/about'], STOREFRONT_REGIONS, STOREFRONT_ONE_LINERS);
  await page.context().close();
});

test('at 1366 px the carousel arrows clear the cards, related products fill their row and the menu buttons match', async ({
  browser,
}) => {
  const token = await apiLogin(SHOPPER);
  const productId = (await firstProduct()).id;
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  await page.goto('/');
  // The carousel's script loads as it nears the screen.
  await page.getByRole('heading', { name: 'Recent Products' }).scrollIntoViewIfNeeded();
  const next = page.locator('.catalog-swiper .swiper-button-next').first();
  await expect(next).toBeVisible();
  const arrowsOverCards = await page.evaluate(() => {
    const hits: string[] = [];
    for (const swiper of document.querySelectorAll('.catalog-swiper')) {
      // What shows of a card: the part inside the carousel's content box (its gutters cover the rest).
      const box = swiper.getBoundingClientRect();
      const style = getComputedStyle(swiper);
      const left = box.left + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.paddingRight);
      const cards = [...swiper.querySelectorAll('.catalog-card')]
        .map((c) => c.getBoundingClientRect())
        .map((c) => ({
          left: Math.max(c.left, left),
          right: Math.min(c.right, right),
          top: c.top,
          bottom: c.bottom,
        }))
        .filter((c) => c.right > c.left);
      for (const arrow of swiper.querySelectorAll('.swiper-button-prev, .swiper-button-next')) {
        const a = arrow.getBoundingClientRect();
        if (a.width === 0) continue;
        for (const c of cards) {
          const x = Math.min(a.right, c.right) - Math.max(a.left, c.left);
          const y = Math.min(a.bottom, c.bottom) - Math.max(a.top, c.top);
          if (x > 0 && y > 0)
            hits.push(
              `${arrow.className} ${a.left}-${a.right} over ${c.left}-${c.right} (${left}-${right})`,
            );
        }
      }
    }
    return hits;
  });
  expect(arrowsOverCards).toEqual([]);

  // The header's two menu buttons look alike.
  const look = (name: string) =>
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name, exact: true })
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.fontSize, style.fontWeight, style.height, style.paddingLeft, style.color];
      });
  expect(await look('Categories')).toEqual(await look('Blog'));

  await page.goto(`/product/${productId}`);
  const related = page.locator('[aria-labelledby="catalog-related-title"] .catalog-grid');
  await expect(related.locator('.catalog-card').first()).toBeVisible();
  const gap = await related.evaluate((grid) => {
    const cards = [...grid.querySelectorAll('.catalog-card')].map((c) => c.getBoundingClientRect());
    return grid.getBoundingClientRect().right - Math.max(...cards.map((c) => c.right));
  });
  expect(gap).toBeLessThan(2);
  await context.close();
});

for (const width of [768, 1024]) {
  test(`at ${width} px the main pages and admin screens do not scroll sideways`, async ({
    browser,
  }) => {
    const shopper = await apiLogin(SHOPPER);
    const productId = (await firstProduct()).id;
    const admin = await apiLogin(ADMIN);
    const problems: string[] = [];
    const visits: Array<[string, string[]]> = [
      [shopper, ['/', '/products', `/product/${productId}`, '/cart', '/checkout', '/about']],
      [admin, ['/admin/dashboard', '/admin/products', '/admin/sales-orders', '/admin/settings']],
    ];
    for (const [token, paths] of visits) {
      const page = await openAs(browser, token, paths[0]!, { width, height: 900 });
      for (const pathname of paths) {
        await navigate(page, pathname);
        const regions = token === admin ? ADMIN_REGIONS : STOREFRONT_REGIONS;
        for (const problem of await layoutProblems(page, regions)) {
          problems.push(`${pathname}: ${problem.kind} ${problem.detail}`);
        }
      }
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });
}

test('at 768 px the vitals table scrolls in its own region, its hidden "no data" labels too', async ({
  browser,
}) => {
  // The report the API gave after a run of the journeys: fifteen pages, and views without an
  // INP, whose cells hold a visually hidden, positioned "no data" label. At this width some of
  // those cells lie past the screen's edge, scrolled out of the table's region.
  const vitals = JSON.parse(
    readFileSync(path.join(__dirname, '../support/vitals-report.json'), 'utf8'),
  );
  const context = await browser.newContext({ viewport: { width: 768, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('token', t), await apiLogin(ADMIN));
  const page = await context.newPage();
  await page.route('**/api/admin/vitals*', (route) => route.fulfill({ json: vitals }));
  await page.goto('/admin/dashboard');
  await page.locator('.admin-vitals-table').waitFor();
  await settle(page);
  const [scroller, table] = await page
    .locator('.admin-vitals .admin-table-wrap')
    .evaluate((wrap) => [wrap.clientWidth, wrap.scrollWidth]);
  expect(table).toBeGreaterThan(scroller!);
  expect(await layoutProblems(page, ADMIN_REGIONS)).toEqual([]);
  await context.close();
});

test.describe('the folded header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with Menu, closes with Escape, returns focus, and keeps the cart in view', async ({
    page,
  }) => {
    const token = await apiLogin(SHOPPER);
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const logout = page.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Account' })).toBeInViewport();
    await page.getByRole('button', { name: 'Categories' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(logout).toBeHidden();
  });

  test("the open category menu's tree stays within the screen", async ({ page }) => {
    const token = await apiLogin(SHOPPER);
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Categories' }).click();
    const links = page.locator('.catalog-menu__panel a');
    await expect(links.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const right = await page
      .locator('.catalog-menu__panel')
      .evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(390);
  });

  test('logs in through the form and finds Logout behind Menu', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(SHOPPER.email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('login: successful')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('the cart keeps image, name, one-line price and remove button on each line', async ({
    page,
  }) => {
    const token = await apiLogin(SHOPPER);
    const productId = (await firstProduct()).id;
    await addToCart(token, productId);
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    await page.goto('/cart');
    const row = page.locator('.cart-table__row').first();
    await expect(row).toBeVisible();
    await expect(row.locator('.cart-table__image')).toBeInViewport();
    await expect(row.getByRole('button', { name: /^Remove .+ from the cart$/ })).toBeInViewport();
    for (const cell of ['.cart-table__price', '.cart-table__total']) {
      const lines = await row.locator(cell).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size;
      });
      expect(lines, `${cell} on one line`).toBe(1);
    }
    const nameHeight = await row.locator('.cart-table__name').evaluate((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 24;
      return el.getBoundingClientRect().height / lineHeight;
    });
    expect(nameHeight).toBeLessThanOrEqual(2.1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test("checkout starts from the account's e-mail", async ({ page }) => {
    const token = await apiLogin(SHOPPER);
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    await page.goto('/checkout');
    await expect(
      page.getByRole('main').getByRole('textbox', { name: 'E-mail address', exact: true }),
    ).toHaveValue(SHOPPER.email);
  });
});
