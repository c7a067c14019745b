/**
 * The deploy drill: the shop runs, a tab is open, and mfe-catalog is redeployed with its own
 * deploy command into the folder its server serves, then rolled back. Open tabs keep working on
 * the build they started with, new tabs get the current one, and a tab whose build has left the
 * retention window loads the current build instead of showing the catalogue as unavailable.
 * The redeployed catalogue is a changed copy of the checkout's, served from a temporary folder
 * by a catalogue server and a shell of the drill's own: the checkout's dist/ is only read.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { startProcess, startShell, stop } from '../support/processes';
import { DRILL_CATALOG_PORT, DRILL_SHELL_PORT, ROOT, shellEnv } from '../support/stack';

const SHOP = `http://localhost:${DRILL_SHELL_PORT}`;
const CATALOGUE = `http://localhost:${DRILL_CATALOG_PORT}/`;
const RELEASE_CLI = path.join(ROOT, 'shared-build/server/release-cli.mjs');
const TOOLBAR = 'src/features/listing/components/listing-toolbar.tsx';
const TOTAL = "{t('products.total', { total })}";
/** What the new build adds after the listing's total. */
const MARK = '(redeployed)';

const unavailable = (page: Page) => page.getByText(/temporarily unavailable/i);
const oldListing = (page: Page) => page.getByText(/^Total \d+ Products$/);
const newListing = (page: Page) =>
  page.getByText(new RegExp(`^Total \\d+ Products ${MARK.replace(/[()]/g, '\\$&')}$`));

/** A client-side navigation, as a link click makes it: no page load, the tab's code stays. */
async function navigate(page: Page, to: string) {
  // A served page shows its content before its code runs: the router must be listening.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** Responses of 400 and above from the drill's catalogue server, for the tab. */
function failuresOf(page: Page) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(CATALOGUE) && response.status() >= 400) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  return failed;
}

async function open(
  page: Page,
  to: string,
  visible: (page: Page) => ReturnType<Page['getByText']>,
) {
  await signIn(page);
  // A loaded machine can miss the shell's 3 s manifest timeout on a first load: load again then.
  await expect(async () => {
    await page.goto(`${SHOP}${to}`);
    await expect(visible(page).first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(unavailable(page)).toHaveCount(0);
}

test('mfe-catalog is deployed and rolled back under open tabs, which keep working', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(5 * 60_000);
  const served = mkdtempSync(path.join(os.tmpdir(), 'shop-drill-served-'));
  // The team's checkout, copied: inside the repository so its packages resolve as the original's.
  const app = testInfo.outputPath('mfe-catalog');
  for (const entry of ['package.json', 'rspack.config.cjs', 'pages.mjs', 'src', 'locales']) {
    cpSync(path.join(ROOT, 'mfe-catalog', entry), path.join(app, entry), { recursive: true });
  }
  const env = { ...process.env, RELEASES_DIR: served, RELEASES_KEEP: '5', RELEASES_KEEP_DAYS: '7' };
  const npm = (...args: string[]) =>
    execFileSync('npm', args, { cwd: app, env, stdio: 'pipe', timeout: 5 * 60_000 }).toString();
  let catalogue: ChildProcess | undefined;
  let shell: ChildProcess | undefined;
  try {
    // Build 1 is the checkout's own production build, published as a deploy would.
    execFileSync(
      process.execPath,
      [RELEASE_CLI, 'publish', '--dist', path.join(ROOT, 'mfe-catalog/dist')],
      {
        env,
      },
    );
    catalogue = await startProcess(
      'node',
      [
        path.join(ROOT, 'shared-build/server/cli.mjs'),
        '--dir',
        served,
        '--port',
        String(DRILL_CATALOG_PORT),
      ],
      {},
      `${CATALOGUE}mf-manifest.json`,
    );
    shell = await startShell(
      shellEnv({ mfe_catalog: `${CATALOGUE}mf-manifest.json` }, DRILL_SHELL_PORT),
    );

    // Tab A runs build 1: the home page came from it; the listing's chunk is not loaded yet.
    await open(page, '/', (tab) => tab.getByText('Recent Products'));
    const failedA = failuresOf(page);

    // Build 2: the listing's total gains a mark, so its chunk and its text change.
    const toolbar = path.join(app, TOOLBAR);
    const source = readFileSync(toolbar, 'utf8');
    expect(source).toContain(TOTAL);
    writeFileSync(toolbar, source.replace(TOTAL, `${TOTAL} ${MARK}`));
    expect(npm('run', 'deploy')).toMatch(/mfe-catalog: build [0-9a-f]{12} is now served/);

    // Tab A moves on to the listing: its build's chunk is still served, no fallback, no 4xx.
    await navigate(page, '/products');
    await expect(oldListing(page)).toBeVisible();
    await expect(unavailable(page)).toHaveCount(0);
    expect(failedA).toEqual([]);

    // Tab B, opened now, gets build 2.
    const tabB = await browser.newPage();
    await open(tabB, '/products', newListing);
    const failedB = failuresOf(tabB);

    // Roll back: build 1 is current again.
    expect(npm('run', 'rollback')).toMatch(/rolled back to build [0-9a-f]{12}/);
    // Tab B (build 2) opens a catalogue page it has not loaded yet: build 2's chunk is retained.
    await navigate(tabB, '/categories');
    await expect(tabB.getByText(/^Subcategories: \d+$/).first()).toBeVisible();
    await expect(unavailable(tabB)).toHaveCount(0);
    expect(failedB).toEqual([]);
    // Tab C, opened now, gets build 1 again.
    const tabC = await browser.newPage();
    await open(tabC, '/products', oldListing);
    await expect(newListing(tabC)).toHaveCount(0);

    // Build 2 again, with a window of one build: build 1's files are gone from the server. Tab C
    // (build 1) opens a page whose chunk is missing: the shell fetches the catalogue's current
    // manifest and loads the page from build 2 instead of showing it as unavailable.
    execFileSync(process.execPath, [RELEASE_CLI, 'publish', '--dist', path.join(app, 'dist')], {
      env: { ...env, RELEASES_KEEP: '1', RELEASES_KEEP_DAYS: '0' },
    });
    await navigate(tabC, '/categories');
    await expect(tabC.getByText(/^Subcategories: \d+$/).first()).toBeVisible();
    await expect(unavailable(tabC)).toHaveCount(0);
    // Both builds now run in tab C, each with a chunk registry of its own: neither takes in the
    // other's chunks, whose ids mean other modules.
    const registries = await tabC.evaluate(() =>
      Object.keys(window).filter((key) => key.startsWith('rspackChunkmfe_catalog_')),
    );
    expect(registries).toHaveLength(2);
    await tabB.close();
    await tabC.close();
  } finally {
    await stop(shell);
    await stop(catalogue);
    rmSync(served, { recursive: true, force: true });
    rmSync(app, { recursive: true, force: true });
  }
});
