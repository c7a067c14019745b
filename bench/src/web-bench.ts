/**
 * Web bench: starts the production build as `npm start` serves it (compression on) and measures,
 * in headless Chromium, the compressed JavaScript each page loads (all apps together) as the
 * browser is served it (Brotli) and in gzip (what the budget counts, ARCHITECTURE section 7),
 * whether echarts ever loads outside /admin, and how fast a route change into a prefetched
 * remote shows.
 */
import type { Browser } from 'playwright-core';
import { PORTS, SHOP_URL } from 'e2e/support/stack';
import { apiLogin, ADMIN, SHOPPER } from 'e2e/support/session';
import { firstProductId, median, runBrowserBench } from './stack';

const JS_BUDGET_HOME = 180 * 1024;
const ROUTE_CHANGE_BUDGET_MS = 150;
const ROUTE_CHANGE_RUNS = 5;

interface PageLoad {
  path: string;
  jsBytes: number;
  jsFiles: number;
  echarts: boolean;
  byOrigin: Record<string, number>;
}

/** The page's scripts as the browser is served them, or in `acceptEncoding` when given. */
async function measure(
  browser: Browser,
  pagePath: string,
  token: string | null,
  acceptEncoding?: string,
): Promise<PageLoad> {
  const context = await browser.newContext(
    acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {},
  );
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  if (process.env.BENCH_VERBOSE)
    page.on('console', (m) => console.log('  console', m.type(), m.text().slice(0, 300)));
  const scripts: Array<{ url: string; bytes: number; echarts: boolean }> = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        const body = await response.text().catch(() => '');
        scripts.push({
          url: response.url(),
          bytes: sizes.responseBodySize,
          echarts: /echarts|zrender/i.test(body) && body.includes('ECharts'),
        });
      })(),
    );
  });
  await page.goto(SHOP_URL + pagePath, { waitUntil: 'networkidle' });
  if (process.env.BENCH_VERBOSE)
    console.log(pagePath, scripts.map((s) => `${s.url} ${s.bytes}`).join('\n'));
  await Promise.all(pending);
  await context.close();
  const byOrigin: Record<string, number> = {};
  for (const s of scripts)
    byOrigin[new URL(s.url).port] = (byOrigin[new URL(s.url).port] ?? 0) + s.bytes;
  return {
    path: pagePath,
    jsBytes: scripts.reduce((n, s) => n + s.bytes, 0),
    jsFiles: scripts.length,
    echarts: scripts.some((s) => s.echarts),
    byOrigin,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** How long the pointer rests on the link before the click, as a shopper's does. */
const DWELL_MS = 300;

/**
 * From a click on a link of the home page to /products, whose remote module the pointer
 * resting on the link has already fetched, until the frame that shows the listing's products
 * and count. Measured in the page: from the click event to the start of the first frame after
 * the count is in the document (the browser paints at the end of that frame), so neither the
 * driver's round trips nor its polling count. Milliseconds, one signed-in visit per run.
 */
async function routeChange(browser: Browser, token: string): Promise<number> {
  const context = await browser.newContext();
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  await page.goto(`${SHOP_URL}/`, { waitUntil: 'networkidle' });
  const link = page.locator('main a[href^="/products"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.waitForTimeout(DWELL_MS);
  await page.waitForLoadState('networkidle');
  const box = await link.boundingBox();
  if (!box) throw new Error('the link to /products is not on screen');
  await page.evaluate(() => {
    const shown = new Promise<number>((resolve) => {
      let clickedAt = 0;
      document.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        if (!/Total \d+ Products/.test(document.querySelector('main')?.textContent ?? '')) return;
        observer.disconnect();
        requestAnimationFrame((frame) => resolve(frame - clickedAt));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    (window as unknown as { listingShown: Promise<number> }).listingShown = shown;
  });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const elapsed = await page.evaluate(
    () => (window as unknown as { listingShown: Promise<number> }).listingShown,
  );
  await context.close();
  return Math.round(elapsed);
}

runBrowserBench(async (browser) => {
  const shopper = await apiLogin(SHOPPER);
  const admin = await apiLogin(ADMIN);
  const productId = await firstProductId();
  const loads: PageLoad[] = [];
  const gzipped: PageLoad[] = [];
  for (const [p, token] of [
    ['/', shopper],
    ['/products', shopper],
    [`/product/${productId}`, shopper],
    ['/contact', null],
    ['/admin/dashboard', admin],
  ] as const) {
    loads.push(await measure(browser, p, token));
    gzipped.push(await measure(browser, p, token, 'gzip'));
  }
  const names: Record<string, string> = {
    [PORTS.shell]: 'shell',
    [PORTS.mfe_catalog]: 'catalog',
    [PORTS.mfe_cart_checkout]: 'cart',
    [PORTS.mfe_account]: 'account',
    [PORTS.mfe_admin]: 'admin',
  };
  console.log('\nJavaScript loaded per page (compressed, all apps together; by app in gzip)');
  console.log('page                 files   served JS    gzip JS    echarts   by app');
  loads.forEach((l, i) => {
    const gzip = gzipped[i]!;
    const parts = Object.entries(gzip.byOrigin)
      .map(([port, bytes]) => `${names[port] ?? port} ${kb(bytes)}`)
      .join(', ');
    console.log(
      `${l.path.padEnd(20)} ${String(l.jsFiles).padStart(5)}   ${kb(l.jsBytes).padStart(9)}   ${kb(gzip.jsBytes).padStart(9)}   ${(l.echarts ? 'yes' : 'no').padEnd(8)}  ${parts}`,
    );
  });
  const changes: number[] = [];
  for (let run = 0; run < ROUTE_CHANGE_RUNS; run += 1)
    changes.push(await routeChange(browser, shopper));
  const change = median(changes);
  console.log(
    `\nroute change / → /products, remote prefetched on hover: median ${change} ms of ${changes.join(', ')}`,
  );
  const home = gzipped[0]!;
  const storefrontEcharts = loads.filter((l) => !l.path.startsWith('/admin') && l.echarts);
  console.log(
    `\nbudget: / signed in ≤ ${kb(JS_BUDGET_HOME)} gzip → ${kb(home.jsBytes)} ${home.jsBytes <= JS_BUDGET_HOME ? 'OK' : 'OVER'} (served: ${kb(loads[0]!.jsBytes)})`,
  );
  console.log(
    `budget: echarts on no storefront page → ${storefrontEcharts.length === 0 ? 'OK' : `FAILS on ${storefrontEcharts.map((l) => l.path).join(', ')}`}`,
  );
  console.log(`budget: echarts loads on /admin/dashboard → ${loads[4]?.echarts ? 'yes' : 'no'}`);
  console.log(
    `budget: prefetched route change ≤ ${ROUTE_CHANGE_BUDGET_MS} ms → ${change} ms ${change <= ROUTE_CHANGE_BUDGET_MS ? 'OK' : 'OVER'}`,
  );
});
