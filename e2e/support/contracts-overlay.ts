/**
 * Real builds against another @shop/contracts minor, as a team that ships alone makes them: a
 * temporary copy of contracts with its minor version bumped and one export added, and copies of
 * the apps built against it with the workspace's own tools. Nothing in the checkout changes.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './stack';

const run = promisify(execFile);

/** The export the bumped contracts add; a catalogue built on them renders what it returns. */
export const ADDITION = 'contractsAddition';

/** What the copies are built from, never copied: installed packages and earlier builds. */
const SKIPPED = new Set(['node_modules', 'dist', 'sourcemaps', 'releases', 'coverage']);

function copy(from: string, to: string) {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.basename(source)),
  });
}

/** A minor version above `version`: 1.12.0 → 1.13.0. */
export function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor! + 1}.0`;
}

export interface Overlay {
  root: string;
  /** The bumped contracts version the copies are built against. */
  contracts: string;
  /** Builds the copy of an app (`mfe-catalog`, `shell`) and answers its dist/ folder. */
  build(app: 'mfe-catalog' | 'shell'): Promise<string>;
  remove(): void;
}

/**
 * A temporary workspace beside nothing: node_modules links every installed package of the
 * checkout but @shop/contracts, which is the bumped copy.
 */
export function contractsOverlay(): Overlay {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-contracts-minor-'));
  const contractsDir = path.join(root, 'shared-contracts');
  copy(path.join(ROOT, 'shared-contracts'), contractsDir);
  // Contracts' own dependencies (semver) stay those installed for it.
  symlinkSync(
    path.join(ROOT, 'shared-contracts/node_modules'),
    path.join(contractsDir, 'node_modules'),
  );

  const pkgFile = path.join(contractsDir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string };
  const contracts = nextMinor(pkg.version);
  writeFileSync(pkgFile, JSON.stringify({ ...pkg, version: contracts }, null, 2));
  writeFileSync(
    path.join(contractsDir, 'src/version.ts'),
    `export const CONTRACTS_VERSION = '${contracts}';\n`,
  );
  writeFileSync(
    path.join(contractsDir, 'src/index.ts'),
    `${readFileSync(path.join(contractsDir, 'src/index.ts'), 'utf8')}
import { CONTRACTS_VERSION as ADDED_IN } from './version';
/** Added in this minor: an export older copies of contracts do not have. */
export function ${ADDITION}(): string {
  return \`Built on the addition of @shop/contracts \${ADDED_IN}\`;
}
`,
  );

  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(modules, '@shop'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '@shop' || entry === '.bin' || entry.startsWith('.')) continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const entry of readdirSync(path.join(ROOT, 'node_modules/@shop'))) {
    if (entry === 'contracts') continue;
    symlinkSync(path.join(ROOT, 'node_modules/@shop', entry), path.join(modules, '@shop', entry));
  }
  symlinkSync(contractsDir, path.join(modules, '@shop/contracts'));

  const rspack = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
  async function rspackBuild(cwd: string, args: string[]) {
    await run(process.execPath, [rspack, 'build', '--mode', 'production', ...args], {
      cwd,
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: 240_000,
      maxBuffer: 64 * 1024 * 1024,
    });
  }

  return {
    root,
    contracts,
    async build(app) {
      const dir = path.join(root, app);
      copy(path.join(ROOT, app), dir);
      if (app === 'mfe-catalog') {
        // The home page uses the addition: its own copy of contracts must be the one it runs.
        writeFileSync(
          path.join(dir, 'src/pages/home-page-with-addition.tsx'),
          `import { ${ADDITION}, type ShellProps } from '@shop/contracts';
import HomePage from './home-page';

export default function HomePageWithAddition(props: ShellProps) {
  return (
    <>
      <p data-testid="contracts-addition">{${ADDITION}()}</p>
      <HomePage {...props} />
    </>
  );
}
`,
        );
        const registry = path.join(dir, 'pages.mjs');
        const map = readFileSync(registry, 'utf8');
        const home = "'./src/pages/home-page.tsx'";
        if (!map.includes(home)) throw new Error(`${registry} no longer exposes ${home}`);
        writeFileSync(registry, map.replace(home, "'./src/pages/home-page-with-addition.tsx'"));
        // The federated container only: the standalone harness page plays no part here.
        await rspackBuild(dir, ['--config-name', 'federation']);
      } else {
        await rspackBuild(dir, []);
        await rspackBuild(dir, ['-c', 'rspack.server.cjs']);
      }
      return path.join(dir, 'dist');
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
