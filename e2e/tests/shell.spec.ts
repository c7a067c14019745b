import { axe } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiLogin, signIn } from '../support/session';
import { text } from '../support/locales';
import { firstProduct } from '../support/cart';

const nav = (page: Page) =>
  page.getByRole('navigation', {
    name: /Main navigation|Navegación principal|Navegação principal/,
  });

test.describe('the shell around the remotes', () => {
  test('switching the language changes the labels of the shell and of every remote, and persists', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/products');
    await expect(page.getByText(/Total \d+ Products/)).toBeVisible();
    await page.getByLabel('Language').selectOption('es');

    await expect(
      nav(page).getByRole('link', { name: text('es', 'common', 'nav.home'), exact: true }),
    ).toBeVisible();
    const total = page.getByText(
      new RegExp(text('es', 'catalog', 'products.total', { total: '\\d+' })),
    );
    await expect(total).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: new RegExp(
          `^${text('es', 'checkout', 'widget.button_other', { count: '\\d+' })}$|^${text('es', 'checkout', 'widget.button_one', { count: '\\d+' })}$`,
        ),
      }),
    ).toBeVisible();

    await page.reload();
    await expect(
      page.getByText(new RegExp(text('es', 'catalog', 'products.total', { total: '\\d+' }))),
    ).toBeVisible();

    await page.getByRole('button', { name: text('es', 'common', 'nav.logout') }).click();
    // A tap on the served page before its code has taken over is done once it has: the sign-out
    // is over when the header offers a login, not when the click returns.
    await expect(
      page.getByRole('link', { name: text('es', 'common', 'nav.login'), exact: true }).first(),
    ).toBeVisible();
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { name: text('es', 'account', 'login.heading') }),
    ).toBeVisible();

    // The first sign-in's init script would put back its token, which Logout ended: the new
    // token goes straight into storage instead (the order of init scripts is not defined).
    const adminToken = await apiLogin(ADMIN);
    await page.evaluate((t) => localStorage.setItem('token', t), adminToken);
    await page.goto('/admin/dashboard');
    await expect(
      page.getByRole('heading', { name: text('es', 'admin', 'dashboard.title') }).first(),
    ).toBeVisible();
  });

  test('dark mode survives a reload and reaches the remotes', async ({ page }) => {
    await signIn(page);
    await page.goto('/products');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 19, 23)');
  });

  test("another tab's dark mode and language reach an open page", async ({ page, context }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    const other = await context.newPage();
    await other.goto('/contact');
    await other.getByRole('button', { name: 'Dark mode' }).click();
    await other.getByLabel('Language').selectOption('pt');

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(nav(page)).toHaveAccessibleName('Navegação principal');
  });

  test('logout returns to / with the signed-out header', async ({ page }) => {
    await signIn(page);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('logout: successful')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the navigation sticks after 170 px of scroll and the go-top button brings the page back', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/products');
    await expect(page.getByText(/Total \d+ Products/)).toBeVisible();
    const holder = nav(page).locator('..');
    await expect(holder).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(holder).toHaveAttribute('data-sticky', 'true');
    const box = await nav(page).boundingBox();
    expect(box?.y).toBe(0);
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('categories opened first draw their links to the listing as buttons', async ({ page }) => {
    await signIn(page);
    await page.goto('/categories');
    const shop = page.getByRole('link', { name: /^Shop / }).first();
    await expect(shop).toBeVisible();
    // The button's box comes from the catalogue's shared styles, which this page loads itself.
    expect(
      await shop.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft)),
    ).toBeGreaterThan(0);
  });

  test('search finds a seeded product as you type and opens it', async ({ page }) => {
    await signIn(page);
    const { title } = await firstProduct();
    await page.goto('/');
    await page.getByRole('button', { name: 'Search products' }).click();
    await page
      .getByRole('searchbox', { name: 'Search products' })
      .fill(title.split(' ').slice(-2).join(' '));
    const result = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: new RegExp(title) })
      .first();
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a modal keeps the keyboard inside: the page behind is inert, Escape gives focus back', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Search products' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
    // The browser's modal <dialog>: forwards and back, focus never reaches the page behind it
    // (past the last control it may only leave for the browser's own controls, then come back).
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return active && active !== document.body && !active.closest('dialog')
          ? active.outerHTML
          : null;
      });
      expect(outside).toBeNull();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("prices draw ₿ with the shop's own face where the system's fonts have none", async ({
    page,
  }) => {
    // The face is the stack's fallback (after system-ui): the browser reaches it only for a
    // character the system's face lacks. No font of this machine's has ₿.
    await signIn(page);
    await page.goto('/products');
    await expect(page.locator('main .catalog-price__new').first()).toContainText(/\d+\.\d{2} ₿/);
    await page.evaluate(() => document.fonts.ready);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'main .catalog-price__new',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // The sign from the shop's face, the digits and the point from the system's.
    expect(fonts.filter((font) => font.isCustomFont).map((font) => font.glyphCount)).toEqual([1]);
    expect(fonts.filter((font) => !font.isCustomFont)).toHaveLength(1);
    expect(fonts.find((font) => !font.isCustomFont)?.glyphCount).toBeGreaterThanOrEqual(4);
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/', '/products', '/contact']) {
      test(`${path} in the ${theme} theme has no serious or critical axe violations`, async ({
        page,
      }, info) => {
        await signIn(page);
        await page.addInitScript(
          (dark) => localStorage.setItem('darkMode', dark ? 'true' : 'false'),
          theme === 'dark',
        );
        await page.goto(path);
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: info.outputPath(`${theme}${path.replace(/\//g, '_') || '_home'}.png`),
          fullPage: true,
        });
        const results = await axe(page).analyze();
        const serious = results.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
        expect(
          serious.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          ),
        ).toEqual([]);
      });
    }
  }
});

test('the shell server answers /favicon.ico with an icon, and pages point to it', async ({
  page,
  request,
}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  // An ICO file starts with reserved 0, type 1 (icon).
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/favicon.ico') && response.status() !== 200) {
      failed.push(response.url());
    }
  });
  await page.goto('/about');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  expect(failed).toEqual([]);
});

test("the API's answers reach a page on the shop's origin compressed, through the shell's server", async ({
  page,
}) => {
  // The listing's data as a page's filter asks for it: the browser says what it takes itself.
  await page.goto('/about');
  const answer = page.waitForResponse((response) => response.url().includes('/api/products?'));
  await page.evaluate(() => fetch('/api/products?pageSize=24'));
  const response = await answer;
  expect(response.url()).toMatch(/^http:\/\/localhost:\d+\/api\/products\?/);
  expect(await response.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
  expect(((await response.json()) as { products: unknown[] }).products).toHaveLength(24);
});
