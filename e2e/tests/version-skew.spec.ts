/**
 * Version skew between a deployed remote and the running shell is refused, never silent: a
 * catalogue built against another @shop/contracts major (or an older React) shows its own
 * fallback and a console line naming both versions, and the rest of the shop works. Additive
 * changes stay compatible, proven on real builds: a catalogue built against the next contracts
 * minor, whose home page uses that minor's new export, runs in the checkout's shell (with its
 * own copy of contracts), and the checkout's catalogue runs in a shell built against that minor
 * (with the shell's copy). So does a catalogue built against the next minors of both the UI kit
 * and the contracts, using an export of each, under the checkout's shell, not redeployed.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { contractsOverlay, type Overlay } from '../support/contracts-overlay';
import { startProcess, startShell, stop } from '../support/processes';
import { DRILL_CATALOG_PORT, DRILL_SHELL_PORT, ROOT, shellEnv } from '../support/stack';
import { pageErrors } from '../support/page-errors';

const SHOP = `http://localhost:${DRILL_SHELL_PORT}`;
const CATALOGUE = `http://localhost:${DRILL_CATALOG_PORT}/`;
const versionOf = (folder: string) =>
  JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).version as string;
const CONTRACTS = versionOf('shared-contracts');
const UI = versionOf('shared-ui');

interface BuiltWith {
  contracts: string;
  ranges: Record<string, string>;
  versions: Record<string, string>;
}

/** The checkout's catalogue build, its manifest saying it was built with `change(builtWith)`. */
function catalogueBuiltWith(change: (built: BuiltWith) => BuiltWith) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-skew-'));
  cpSync(path.join(ROOT, 'mfe-catalog/dist'), dir, { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.metaData.builtWith = change(manifest.metaData.builtWith as BuiltWith);
  writeFileSync(file, JSON.stringify(manifest));
  // The precompressed copies would be served instead: they go with the edit.
  for (const copy of [`${file}.gz`, `${file}.br`]) rmSync(copy, { force: true });
  return dir;
}

/** The catalogue's build in `dir` and a shell (the checkout's build, or the one in `shellDir`). */
async function serve(dir: string, shellDir?: string): Promise<[ChildProcess, ChildProcess]> {
  const catalogue = await startProcess(
    'node',
    [
      path.join(ROOT, 'shared-build/server/cli.mjs'),
      '--dir',
      dir,
      '--port',
      String(DRILL_CATALOG_PORT),
    ],
    {},
    `${CATALOGUE}mf-manifest.json`,
  );
  const shell = await startShell({
    ...shellEnv({ mfe_catalog: `${CATALOGUE}mf-manifest.json` }, DRILL_SHELL_PORT),
    ...(shellDir ? { RELEASES_DIR: shellDir } : {}),
  });
  return [catalogue, shell];
}

function consoleLines(page: Page) {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

const cases = [
  {
    what: 'another @shop/contracts major',
    change: (built: BuiltWith) => ({
      ...built,
      contracts: `${Number(CONTRACTS.split('.')[0]) + 1}.0.0`,
    }),
    line: new RegExp(
      `^Remote mfe_catalog refused: built against @shop/contracts ${Number(CONTRACTS.split('.')[0]) + 1}\\.0\\.0, the shell runs @shop/contracts ${CONTRACTS.replace(/\./g, '\\.')}$`,
    ),
  },
  {
    what: 'React 18',
    change: (built: BuiltWith) => ({ ...built, ranges: { ...built.ranges, react: '^18.3.1' } }),
    line: /^Remote mfe_catalog refused: requires react \^18\.3\.1, the shell runs react 19\./,
  },
];

for (const c of cases) {
  test(`a catalogue built against ${c.what} shows its fallback, and the shop works`, async ({
    page,
  }) => {
    const dir = catalogueBuiltWith(c.change);
    const [catalogue, shell] = await serve(dir);
    try {
      const lines = consoleLines(page);
      await signIn(page);
      await page.goto(`${SHOP}/`);
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: /The catalogue is temporarily unavailable/ })
          .first(),
      ).toBeVisible({ timeout: 15_000 });
      expect(lines.filter((line) => c.line.test(line)).length).toBeGreaterThan(0);
      // The shell and the other remotes are untouched: the cart's widget in the header loaded.
      await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
    } finally {
      await stop(shell);
      await stop(catalogue);
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('a catalogue built against the shell’s contracts, or an older minor of them, runs', async ({
  page,
}) => {
  const dir = catalogueBuiltWith((built) => ({
    ...built,
    contracts: `${CONTRACTS.split('.')[0]}.0.0`,
  }));
  const [catalogue, shell] = await serve(dir);
  try {
    const lines = consoleLines(page);
    await signIn(page);
    await page.goto(`${SHOP}/products`);
    await expect(page.getByText(/^Total \d+ Products$/)).toBeVisible({ timeout: 15_000 });
    expect(lines.filter((line) => line.includes('refused'))).toEqual([]);
  } finally {
    await stop(shell);
    await stop(catalogue);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The copies of a shared package the page's federation runtime has registered, and which loaded. */
function sharedCopies(page: Page, name = '@shop/contracts') {
  return page.evaluate((name) => {
    type Shared = { loaded?: boolean; lib?: unknown };
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: unknown } }).__FEDERATION__;
    const scopes = Object.values(
      (federation?.__SHARE__ ?? {}) as Record<string, Record<string, Record<string, unknown>>>,
    );
    const copies: Record<string, boolean> = {};
    for (const scope of scopes.flatMap((instance) => Object.values(instance))) {
      const versions = (scope[name] ?? {}) as Record<string, Shared>;
      for (const [version, shared] of Object.entries(versions)) {
        copies[version] = Boolean(copies[version] || shared.loaded || shared.lib);
      }
    }
    return copies;
  }, name);
}

/** The signed-in home page, whole: no fallback, the catalogue's carousels there. */
async function expectHomePage(page: Page) {
  // The carousels come after the session's and the products' calls: generous on a busy machine.
  await expect(page.getByRole('heading', { name: 'Recent Products' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/temporarily unavailable/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
}

test.describe('an additive contracts change, on real builds', () => {
  // One remote (or the shell) built with rspack into a temporary folder per test.
  test.describe.configure({ timeout: 6 * 60_000 });
  let overlay: Overlay;
  test.beforeAll(() => {
    overlay = contractsOverlay();
  });
  test.afterAll(() => overlay?.remove());

  test('a catalogue built against the next contracts minor, using its new export, runs in this shell', async ({
    page,
  }) => {
    const dist = await overlay.build('mfe-catalog');
    const [catalogue, shell] = await serve(dist);
    try {
      const errors = pageErrors(page);
      await signIn(page);
      await page.goto(`${SHOP}/`);
      await expectHomePage(page);
      await expect(page.getByTestId('contracts-addition')).toHaveText(
        `Built on the addition of @shop/contracts ${overlay.contracts}`,
      );
      // The shell runs its own contracts, the catalogue the newer copy it brought.
      expect(await sharedCopies(page)).toMatchObject({
        [CONTRACTS]: true,
        [overlay.contracts]: true,
      });
      expect(errors).toEqual([]);
    } finally {
      await stop(shell);
      await stop(catalogue);
    }
  });

  test('a catalogue built against the next UI kit and contracts minors, using both additions, runs in this shell', async ({
    page,
  }) => {
    const both = contractsOverlay({ ui: true });
    try {
      const dist = await both.build('mfe-catalog');
      const [catalogue, shell] = await serve(dist);
      try {
        const errors = pageErrors(page);
        await signIn(page);
        await page.goto(`${SHOP}/`);
        await expectHomePage(page);
        await expect(page.getByTestId('contracts-addition')).toHaveText(
          `Built on the addition of @shop/contracts ${both.contracts}`,
        );
        await expect(page.getByTestId('ui-addition')).toHaveText(
          `Built on the addition of @shop/ui ${both.ui}`,
        );
        // The shell and the other remotes run the page's copies, the catalogue the newer ones.
        expect(await sharedCopies(page)).toMatchObject({
          [CONTRACTS]: true,
          [both.contracts]: true,
        });
        expect(await sharedCopies(page, '@shop/ui')).toMatchObject({
          [UI]: true,
          [both.ui!]: true,
        });
        // The rest of the shop: the catalogue's listing, then the cart's panel in the header.
        await page.goto(`${SHOP}/products`);
        await expect(page.getByText(/^Total \d+ Products$/)).toBeVisible({ timeout: 15_000 });
        await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
        await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
        expect(errors).toEqual([]);
      } finally {
        await stop(shell);
        await stop(catalogue);
      }
    } finally {
      both.remove();
    }
  });

  test('this catalogue runs in a shell built against the next contracts minor', async ({
    page,
  }) => {
    const shellDist = await overlay.build('shell');
    const [catalogue, shell] = await serve(path.join(ROOT, 'mfe-catalog/dist'), shellDist);
    try {
      const errors = pageErrors(page);
      await signIn(page);
      await page.goto(`${SHOP}/`);
      await expectHomePage(page);
      await expect(page.getByTestId('contracts-addition')).toHaveCount(0);
      // One copy runs: the shell's newer one satisfies the catalogue's range.
      expect(await sharedCopies(page)).toEqual({
        [overlay.contracts]: true,
        [CONTRACTS]: false,
      });
      expect(errors).toEqual([]);
    } finally {
      await stop(shell);
      await stop(catalogue);
    }
  });
});
