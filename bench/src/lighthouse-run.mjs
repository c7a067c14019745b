// Runs Lighthouse (mobile preset, simulated throttling) on pages of the shop, each signed in with
// its token (or signed out without one), and prints one JSON line per run. Plain JavaScript, run
// by node itself: Lighthouse
// sends its own functions to the browser as text, which a TypeScript loader would rewrite.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { scriptBodyBytes } from './script-bytes.mjs';

const { CHROMIUM_PATH, CHROMIUM_ARGS, PAGES, RUNS, BENCH_REPORT_DIR, CPU_SLOWDOWN } = process.env;
/** The mobile preset's network, with the CPU slowdown of the calibrated phone (calibration.ts). */
const throttling = {
  ...constants.throttling.mobileSlow4G,
  cpuSlowdownMultiplier: Number(CPU_SLOWDOWN),
};

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: JSON.parse(CHROMIUM_ARGS),
  // A free port of the system's choosing unless BENCH_DEBUG_PORT names one.
  ...(process.env.BENCH_DEBUG_PORT ? { port: Number(process.env.BENCH_DEBUG_PORT) } : {}),
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const { label, url, token } of JSON.parse(PAGES)) {
    // A run Lighthouse could not finish (NO_NAVSTART and the like, about one in twelve here)
    // is reported and made up for by another, up to as many again: the median is of RUNS runs.
    for (let run = 0, measured = 0; measured < Number(RUNS) && run < 2 * Number(RUNS); run += 1) {
      const page = await browser.newPage();
      // The session hint cookie the shell writes (Lighthouse keeps cookies) says what the visit
      // is, whatever page ran before: its server-rendered first paint matches the visitor.
      const context = browser.defaultBrowserContext();
      const hint = { name: 'shop_session', domain: new URL(url).hostname, path: '/' };
      if (token) await context.setCookie({ ...hint, value: '1' });
      else await context.deleteCookie({ ...hint, value: '' });
      // The token is put in before any script of the page runs, as for a returning shopper; a
      // signed-out visit has it taken out. (The token of the runs before was still there after
      // Lighthouse's storage reset: "/ signed out" called /user/me, and was measured signed in,
      // rendered anew over a first paint made for a visitor without a session.)
      await page.evaluateOnNewDocument(
        token
          ? `localStorage.setItem('token', ${JSON.stringify(token)})`
          : `localStorage.removeItem('token')`,
      );
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          throttling,
          // The floor: the page's markup, styles, fonts and images, with no script file loaded.
          ...(process.env.BENCH_VITALS_SCRIPTS === 'off' ? { blockedUrlPatterns: ['*.js'] } : {}),
        },
        undefined,
        page,
      );
      await page.close();
      if (BENCH_REPORT_DIR) {
        const slug = label.replace(/\W+/g, '_').replace(/^_+|_+$/g, '');
        const name = `${slug || 'home'}-${run + 1}.json`;
        mkdirSync(BENCH_REPORT_DIR, { recursive: true });
        writeFileSync(path.join(BENCH_REPORT_DIR, name), result.report);
      }
      const { categories, audits } = result.lhr;
      if (
        Number.isFinite(audits['largest-contentful-paint'].numericValue) &&
        Number.isFinite(audits['total-blocking-time'].numericValue)
      )
        measured += 1;
      const requests = audits['network-requests']?.details?.items ?? [];
      const jsTransferBytes = requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      console.log(
        JSON.stringify({
          url,
          label,
          jsBytes: scriptBodyBytes(result.artifacts.DevtoolsLog),
          jsTransferBytes,
          // Whether the page read a session: it must, signed in, and must not, signed out.
          session: requests.some(
            (r) => /\/api\/user\/me(\?|$)/.test(r.url) && r.statusCode === 200,
          ),
          version: result.lhr.lighthouseVersion,
          // Lighthouse's measure of this machine's speed (higher is faster), for comparing runs.
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
          cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
          // Why a run measured nothing: Lighthouse's error, or the first metric's own.
          error:
            result.lhr.runtimeError?.code ??
            audits['largest-contentful-paint'].errorMessage ??
            audits['total-blocking-time'].errorMessage,
          score: Math.round(categories.performance.score * 100),
          lcpMs: audits['largest-contentful-paint'].numericValue,
          tbtMs: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        }),
      );
    }
  }
  await browser.disconnect();
} finally {
  chrome.kill();
}
