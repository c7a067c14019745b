import { axe } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/stack';
import { signIn } from '../support/session';

/**
 * The account journeys: getting in with a demo invitation, getting back in through the emailed
 * reset link (read from the API's dev outbox), and getting others in with one's own invitation.
 */

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

async function resetLinkFor(email: string): Promise<string> {
  const response = await fetch(`${API_URL}/dev/outbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: Array<{ body: string }> };
  const link = messages.map((m) => m.body.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0]);
  const found = link.find(Boolean);
  if (!found) throw new Error(`no reset link mailed to ${email}`);
  return found;
}

test('sign up with a demo invitation, log in, then reset the password and log in with it', async ({
  page,
}, testInfo) => {
  const email = `journey-${Date.now()}@shop.test`;
  // A retry cannot reuse the code a failed first attempt may already have consumed.
  const invitation = testInfo.retry === 0 ? 'DEMO-INVITE-19' : 'DEMO-INVITE-18';
  await page.goto(`/signup?invitation=${invitation}`);
  await expect(page.getByLabel('Invitation')).toHaveValue(invitation);
  await page.getByLabel('Nickname').fill('journey');
  await page.getByLabel('Email').fill(email);
  // The meter judges as the API does, with the email typed above: its own email is refused.
  await page.getByLabel('Password', { exact: true }).fill(email);
  await expect(
    page.getByText(/^Password strength: weak\. It must not contain your email or nickname/),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('First#Pass2026');
  await expect(page.getByText('Password strength: strong')).toBeVisible();
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page.getByText(`signup: successful, check your email ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, email, 'First#Pass2026');
  // The sign-in through the shop's /api leaves the account's device cookie in the browser,
  // which spares this browser the slow-down strangers' failures put on the account.
  const [device] = (await page.context().cookies()).filter((c) => c.name.startsWith('device_'));
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/If an account exists for this email/)).toBeVisible();

  const link = new URL(await resetLinkFor(email));
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('Second#Pass2026');
  await page.getByLabel('Confirm new password').fill('Second#Pass2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const carried = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
  await login(page, email, 'Second#Pass2026');
  expect((await (await carried).allHeaders()).cookie).toContain(`${device!.name}=`);
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('Third#Pass2026');
  await page.getByLabel('Confirm new password').fill('Third#Pass2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link has already been used.');
});

test("a shopper's own invitation link opens signup with the code filled in", async ({ page }) => {
  await signIn(page);
  await page.goto('/invitations');
  const remaining = page.getByText(/You can send \d+ more invitations?/);
  await expect(remaining).toBeVisible();
  const before = Number((await remaining.textContent())?.match(/\d+/)?.[0]);
  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith('/api/invitations') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const { code } = (await (await created).json()) as { code: string };
  await expect(page.getByText('Invitation created')).toBeVisible();
  // The new invitation is on the page at once, whatever the shopper made before: the list and
  // the count are the ones the app's own cache holds (one SWR on the page, shell and remotes).
  await expect(page.getByText(`You can send ${before - 1} more`)).toBeVisible();
  const link = await page
    .getByRole('row')
    .filter({ hasText: code })
    .locator('code', { hasText: '/signup?invitation=' })
    .textContent();
  expect(new URL(link ?? '').searchParams.get('invitation')).toBe(code);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByLabel('Invitation')).toHaveValue(code);
});

test('the account pages have no accessibility violations, in both themes', async ({ page }) => {
  const pages = ['/login', '/signup', '/forgot-password', '/reset-password'];
  for (const theme of ['light', 'dark']) {
    for (const path of pages) {
      await page.goto(path);
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await page.locator('.account-page').waitFor();
      const submit = page.locator('.account-page button[type="submit"]');
      if (await submit.count()) await submit.click();
      const { violations } = await axe(page).include('.account-page').analyze();
      expect(violations.map((v) => `${theme} ${path}: ${v.id}`)).toEqual([]);
    }
  }
  await signIn(page);
  await page.goto('/invitations');
  await expect(page.getByRole('button', { name: 'Create invitation' })).toBeVisible();
  const { violations } = await axe(page).include('.account-page').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('the password policy loads when the password field is first used, not with the page', async ({
  page,
}) => {
  // Its chunk is the one that carries zxcvbn's list of breached passwords.
  const policyChunks: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    reads.push(
      response.text().then(
        (body) => void (body.includes('passwords-common') && policyChunks.push(response.url())),
        () => undefined,
      ),
    );
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/signup');
  await page.getByLabel('Nickname').fill('newcomer');
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  expect(policyChunks).toEqual([]);
  await page.getByLabel('Password', { exact: true }).focus();
  await expect.poll(async () => (await Promise.all(reads), policyChunks.length)).toBe(1);
});
