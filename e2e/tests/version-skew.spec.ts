/**
 * Version skew between a deployed remote and the running shell is refused, never silent: a
 * catalogue built against another @shop/contracts major (or an older React) shows its own
 * fallback and a console line naming both versions, and the rest of the shop works; a
 * catalogue built against the shell's own contracts runs.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { startProcess, startShell, stop } from '../support/processes';
import { DRILL_CATALOG_PORT, DRILL_SHELL_PORT, ROOT, shellEnv } from '../support/stack';

const SHOP = `http://localhost:${DRILL_SHELL_PORT}`;
const CATALOGUE = `http://localhost:${DRILL_CATALOG_PORT}/`;
const CONTRACTS = JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/package.json'), 'utf8'))
  .version as string;

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
  // The precompressed copy would be served instead: it goes with the edit.
  rmSync(`${file}.gz`, { force: true });
  return dir;
}

async function serve(dir: string): Promise<[ChildProcess, ChildProcess]> {
  const catalogue = await startProcess(
    'node',
    [
      path.join(ROOT, 'shared-contracts/server/cli.mjs'),
      '--dir',
      dir,
      '--port',
      String(DRILL_CATALOG_PORT),
    ],
    {},
    `${CATALOGUE}mf-manifest.json`,
  );
  const shell = await startShell(
    shellEnv({ mfe_catalog: `${CATALOGUE}mf-manifest.json` }, DRILL_SHELL_PORT),
  );
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
