import { test } from '@playwright/test';
import { signIn } from '../support/session';

test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 1000 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/acc-login.png', fullPage: false });
  await page.goto('/signup?invitation=DEMO-INVITE-03');
  await page.getByLabel('Password', { exact: true }).fill('abcdefgh1');
  await page.screenshot({ path: '/tmp/acc-signup.png' });
  await page.goto('/reset-password?token=abc');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await page.getByLabel('New password', { exact: true }).fill('Abc#12345678');
  await page.screenshot({ path: '/tmp/acc-reset-dark.png' });
  await signIn(page);
  await page.goto('/invitations');
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/acc-invitations.png' });
});
