import path from 'node:path';
import { test } from '@playwright/test';
import { ADMIN, SHOPPER, apiLogin } from '../support/session';
import { setPreferences, settle } from '../support/layout';
import { API_URL, ROOT } from '../support/stack';

/** Where the pictures go; README names it. */
export const SCREENSHOT_DIR = path.join(ROOT, 'reports/screenshots');

const WIDTHS = [390, 1366] as const;
const THEMES = ['light', 'dark'] as const;
const LANGUAGES = ['en', 'es'] as const;

async function call(token: string, pathname: string, body?: unknown) {
  const response = await fetch(`${API_URL}/${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.ok ? ((await response.json()) as unknown) : null;
}

test('home, listing, product, cart, checkout and the admin dashboard', async ({ browser }) => {
  const shopper = await apiLogin(SHOPPER);
  const admin = await apiLogin(ADMIN);
  const listing = (await call(shopper, 'products?pageSize=2')) as {
    products: Array<{ id: number }>;
  };
  const productId = listing.products[0]?.id ?? 1;
  const cart = (await call(shopper, 'cart')) as { products?: unknown[] } | null;
  if (!cart?.products?.length) {
    await call(shopper, 'cart/add-product', { productId, quantity: 1 });
  }
  const shots: Array<[string, string, string]> = [
    ['home', '/', shopper],
    ['listing', '/products', shopper],
    ['product', `/product/${productId}`, shopper],
    ['cart', '/cart', shopper],
    ['checkout', '/checkout', shopper],
    ['admin-dashboard', '/admin/dashboard', admin],
  ];
  for (const width of WIDTHS) {
    for (const [name, pathname, token] of shots) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('token', t), token);
      const page = await context.newPage();
      await page.goto(pathname);
      await settle(page);
      // Carousels and lazy images load as they near the screen: pass over the page once.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
        window.scrollTo(0, 0);
      });
      await settle(page);
      for (const language of LANGUAGES) {
        for (const theme of THEMES) {
          await setPreferences(page, language, theme);
          await settle(page);
          // Charts and carousels animate in; let them finish.
          await page.waitForTimeout(name === 'admin-dashboard' ? 1200 : 400);
          await page.screenshot({
            path: path.join(SCREENSHOT_DIR, `${name}-${width}-${theme}-${language}.png`),
            fullPage: true,
            // Sections below the fold are painted as they near the viewport
            // (content-visibility: auto); a whole-page picture shows them as a shopper who
            // scrolled there sees them.
            style: '* { content-visibility: visible !important; }',
          });
        }
      }
      await context.close();
    }
  }
});

test('the signup form with its password strength meter', async ({ browser }) => {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/signup');
    await settle(page);
    for (const language of LANGUAGES) {
      for (const theme of THEMES) {
        await setPreferences(page, language, theme);
        await settle(page);
        await page.locator('.account-form input[type="email"]').fill('rosa.marigold@example.com');
        // A refused password shows the longest verdict: level, reason and zxcvbn's warning.
        await page.locator('input[autocomplete="new-password"]').fill('Passw0rd!');
        await page.locator('.account-strength[data-level="weak"]').waitFor();
        await page.locator('input[autocomplete="new-password"]').blur();
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `signup-meter-${width}-${theme}-${language}.png`),
          fullPage: true,
        });
      }
    }
    await context.close();
  }
});
