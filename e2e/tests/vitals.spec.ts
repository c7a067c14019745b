import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/stack';
import { ADMIN, apiLogin, signIn } from '../support/session';

/**
 * Field data: a shopper's browser measures the page with web-vitals and sends the figures with
 * sendBeacon when the page is left; staff find them, per route pattern, on the dashboard.
 */

interface Report {
  days: number;
  pages: { route: string; remote: string; count: number; metrics: Record<string, unknown> }[];
}

async function report(): Promise<Report> {
  const token = await apiLogin(ADMIN);
  const response = await fetch(`${API_URL}/admin/vitals`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Report;
}

/** Opens a page and lets it paint. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const metricsOf = async (route: string) =>
  (await report()).pages.find((p) => p.route === route)?.metrics ?? {};

test('a signed-out shopper’s visit is sent when the page is left, under its route and remote', async ({
  page,
}) => {
  await open(page, '/');
  // Leaving the page (pagehide) is the last moment a beacon can go.
  await page.goto('about:blank');
  await expect
    .poll(async () => Object.keys(await metricsOf('/')).sort())
    .toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
  expect((await report()).pages.find((p) => p.route === '/')?.remote).toBe('mfe_catalog');
});

test('a product page is counted as /product/:id, never under its address', async ({ page }) => {
  await signIn(page);
  await open(page, '/product/3');
  const beacon = page.waitForRequest(
    // The browser's API base is the shop's own /api (passed through to the API) by default.
    (request) =>
      new URL(request.url()).pathname.endsWith('/api/vitals') && request.method() === 'POST',
  );
  // The shopper switches to another tab: the page is hidden and the batch goes.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const sent = await beacon;
  // A string body is text/plain, which needs no CORS preflight.
  expect(sent.headers()['content-type']).toMatch(/^text\/plain/);
  const entries = JSON.parse(sent.postData() ?? '[]') as { route: string; remote: string }[];
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries)
    expect(entry).toMatchObject({ route: '/product/:id', remote: 'mfe_catalog' });
  await expect.poll(async () => Object.keys(await metricsOf('/product/:id'))).toContain('TTFB');
  expect((await report()).pages.map((p) => p.route)).not.toContain('/product/3');
});

for (const theme of ['light', 'dark'] as const) {
  test(`staff read the panel in the ${theme} theme, with no serious axe violations`, async ({
    page,
  }) => {
    // A beacon of its own, so this test needs no other to have run.
    const beacon = await fetch(`${API_URL}/vitals`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify([
        { name: 'LCP', value: 1800, rating: 'good', route: '/product/:id', remote: 'mfe_catalog' },
        { name: 'INP', value: 640, rating: 'poor', route: '/product/:id', remote: 'mfe_catalog' },
      ]),
    });
    expect(beacon.status).toBe(204);
    await signIn(page, ADMIN);
    await page.addInitScript(
      (dark) => localStorage.setItem('darkMode', dark ? 'true' : 'false'),
      theme === 'dark',
    );
    await page.goto('/admin/dashboard');
    const table = page.getByRole('table', {
      name: 'Core Web Vitals (75th percentile, last 7 days)',
    });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '/product/:id' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.admin-vitals').analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => v.id)).toEqual([]);
  });
}
