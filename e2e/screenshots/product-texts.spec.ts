import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN, SHOPPER, apiLogin } from '../support/session';
import { setPreferences, settle } from '../support/layout';
import { ROOT } from '../support/stack';

// As screenshots.spec's (importing it would run its pictures too).
const SCREENSHOT_DIR = path.join(ROOT, 'reports/screenshots');

/** The admin's product dialog with its name and descriptions per language, and a product page in Portuguese. */
test('the product dialog in each language and a Portuguese product page', async ({ browser }) => {
  const admin = await apiLogin(ADMIN);
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('token', t), admin);
    const page = await context.newPage();
    await page.goto('/admin/products');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(dialog.getByRole('group', { name: 'Spanish' })).toBeVisible();
    for (const theme of ['light', 'dark']) {
      await setPreferences(page, 'en', theme);
      await settle(page);
      await dialog.screenshot({
        path: path.join(SCREENSHOT_DIR, `admin-product-dialog-${width}-${theme}.png`),
      });
    }
    await context.close();
  }
  const shopper = await apiLogin(SHOPPER);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('language', JSON.stringify('pt'));
  }, shopper);
  const page = await context.newPage();
  await page.goto('/product/1');
  await settle(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'product-1366-light-pt.png') });
  await context.close();
});
