import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import { listening, startApi } from '../support/api-process';
import { ADMIN, SHOPPER, apiLogin, signIn } from '../support/session';
import { API_URL, PORTS, ROOT } from '../support/stack';

/**
 * The attacks of the security review, against the built API as `npm start` and the compose
 * file start it, and the browser's side of ending sessions. Extra APIs listen on the e2e
 * API's port + 1 and + 2.
 */

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

test('the default start gives nobody the admin: no outbox, this machine only, the link goes to the log', async () => {
  test.setTimeout(240_000);
  const api = startApi(PORTS.api + 1);
  try {
    await listening(api);
    const forgot = await post(`${api.url}/auth/forgot-password`, { email: ADMIN.email });
    expect(forgot.status).toBe(202);
    // The attacker's next step used to answer with the admin's reset link.
    const outbox = await fetch(`${api.url}/dev/outbox?email=${ADMIN.email}`);
    expect(outbox.status).toBe(404);
    expect(api.output()).toContain(`Server listening at http://127.0.0.1:${PORTS.api + 1}`);
    expect(api.output()).not.toMatch(/listening at http:\/\/(?!127\.0\.0\.1)/);
    // The shop's own user finds the link in the API's log (written just after the answer).
    await expect
      .poll(() => api.output())
      .toMatch(
        /"link":"http:\/\/localhost:3000\/reset-password\?token=[\w-]+","msg":"password reset link queued"/,
      );
    const admin = await post(`${api.url}/auth/login`, ADMIN);
    expect(admin.status).toBe(200);
  } finally {
    await api.stop();
  }
});

test('the compose file has no fallback secret, and the API refuses the one it had', async () => {
  test.setTimeout(240_000);
  const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
  expect(compose).not.toMatch(/TOKEN_SECRET:\s*\$\{TOKEN_SECRET:-/);
  expect(compose).not.toContain('change-me-to-a-long-random-secret-of-32-chars');
  const PUBLIC = 'change-me-to-a-long-random-secret-of-32-chars';

  const refused = startApi(PORTS.api + 2, { NODE_ENV: 'production', TOKEN_SECRET: PUBLIC });
  try {
    expect(await refused.exited).toBe(2);
    expect(refused.output()).toMatch(/TOKEN_SECRET is refused: it is published in this project/);
  } finally {
    await refused.stop();
  }

  // As compose now starts it: a secret generated into a volume on first start.
  const api = startApi(PORTS.api + 2, {
    NODE_ENV: 'production',
    TOKEN_SECRET_FILE: path.join(ROOT, '.data-e2e-secret-does-not-exist', 'token-secret'),
  });
  try {
    await listening(api);
    const forged = await new SignJWT({ sid: randomUUID(), role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(PUBLIC));
    const response = await fetch(`${api.url}/admin/settings`, {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  } finally {
    await api.stop();
    (await import('node:fs')).rmSync(path.join(ROOT, '.data-e2e-secret-does-not-exist'), {
      recursive: true,
      force: true,
    });
  }
});

test('Logout in the header ends the session on the API', async ({ page }) => {
  const token = await signIn(page, SHOPPER);
  await page.goto('/');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await fetch(`${API_URL}/user/me`, { headers: { Authorization: `Bearer ${token}` } }))
          .status,
    )
    .toBe(401);
});

test("Sign out in the admin's top bar ends the session on the API", async ({ page }) => {
  const token = await signIn(page, ADMIN);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: /^Profile menu of / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(
      async () =>
        (
          await fetch(`${API_URL}/admin/settings`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).status,
    )
    .toBe(401);
});

test('a session ended elsewhere signs the shopper out with a message', async ({ page }) => {
  const token = await signIn(page, SHOPPER);
  await page.goto('/products');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The shopper leaves the shop for a while: a call of /products' own still to come when the
  // session ends would be refused there, and the message shown on that page, not on /cart.
  await page.goto('about:blank');
  // As a password reset or a sign-out on another tab would: the session ends on the server.
  expect((await post(`${API_URL}/auth/logout`, {}, token)).status).toBe(204);
  await page.goto('/cart');
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('every page sends the security headers and breaks none of its own policy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to load ${event.blockedURI} (${event.violatedDirective})`),
    );
  });
  const first = await page.goto('/');
  const headers = first!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' http:\/\/localhost:\d+/);
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await signIn(page, ADMIN);
  for (const url of [
    '/',
    '/products',
    '/product/1',
    '/cart',
    '/checkout',
    '/admin/dashboard',
    '/admin/products',
  ]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => localStorage.clear());
  for (const url of ['/login', '/signup', '/forgot-password', '/contact']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
  // A valid admin token is still good after all that browsing.
  expect(await apiLogin(ADMIN)).toBeTruthy();
});
