import { axe } from '../support/axe';
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

/** The page's own web-vitals chunk, loaded once the browser is idle after the first render. */
const isMeasuring = (url: string) => /\/web-vitals\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

const isBeacon = (url: string, method: string) =>
  // The browser's API base is the shop's own /api (passed through to the API) by default.
  new URL(url).pathname.endsWith('/api/vitals') && method === 'POST';

/**
 * Opens a page and waits until it measures itself: the page paints from the server's HTML long
 * before a busy browser is idle enough to load web-vitals, and a page left before then has
 * nothing to send.
 */
async function open(page: Page, path: string) {
  const measuring = page.waitForResponse((response) => isMeasuring(response.url()));
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await measuring;
}

/** The shopper switches to another tab and back: the page is hidden, and the batch goes. */
async function switchTabs(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    // Back: the browser's own state again, so leaving the page later is seen as it really is.
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * The first batch the page sends when hidden. web-vitals reports a metric a moment after it
 * loads, so the shopper switches tabs until there is something to send.
 */
async function firstBeacon(page: Page) {
  const beacon = page.waitForRequest((request) => isBeacon(request.url(), request.method()));
  let sent = false;
  void beacon.then(() => (sent = true));
  await expect
    .poll(async () => {
      if (!sent) await switchTabs(page);
      return sent;
    })
    .toBe(true);
  return beacon;
}

const metricsOf = async (route: string) =>
  (await report()).pages.find((p) => p.route === route)?.metrics ?? {};

test('a signed-out shopper’s visit is sent when the page is left, under its route and remote', async ({
  page,
}) => {
  await open(page, '/');
  const sent = await firstBeacon(page);
  const entries = JSON.parse(sent.postData() ?? '[]') as { signedIn: boolean }[];
  expect(entries.map((entry) => entry.signedIn)).toEqual(entries.map(() => false));
  // Leaving the page (pagehide) is the last moment a beacon can go: what was measured since goes.
  await page.goto('about:blank');
  await expect
    .poll(async () => Object.keys(await metricsOf('/')).sort())
    .toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
  expect((await report()).pages.find((p) => p.route === '/')?.remote).toBe('mfe_catalog');
});

test('a product page is counted as /product/:id, never under its address', async ({ page }) => {
  await signIn(page);
  await open(page, '/product/3');
  const sent = await firstBeacon(page);
  // A string body is text/plain, which needs no CORS preflight.
  expect(sent.headers()['content-type']).toMatch(/^text\/plain/);
  const entries = JSON.parse(sent.postData() ?? '[]') as { route: string; remote: string }[];
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries)
    expect(entry).toMatchObject({ route: '/product/:id', remote: 'mfe_catalog', signedIn: true });
  await page.goto('about:blank');
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
        { name: 'LCP', value: 1800, route: '/product/:id', remote: 'mfe_catalog', signedIn: false },
        { name: 'INP', value: 640, route: '/product/:id', remote: 'mfe_catalog', signedIn: true },
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
    // Signed-out and signed-in visitors apart, under their page.
    await expect(table.getByRole('rowheader', { name: 'Signed out' }).first()).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Signed in' }).first()).toBeVisible();
    const results = await axe(page).include('.admin-vitals').analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => v.id)).toEqual([]);
  });
}
