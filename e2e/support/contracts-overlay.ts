/**
 * Real builds against another @shop/contracts minor (and, if asked, another @shop/ui minor), as a
 * team that ships alone makes them: temporary copies of the packages with their minor version
 * bumped and one export added, and copies of the apps built against them with the workspace's
 * own tools. Nothing in the checkout changes.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
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
/** The component the bumped UI kit adds; a catalogue built on it renders it. */
export const UI_ADDITION = 'UiAddition';

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
  /** The bumped UI kit version, when the overlay bumps it too. */
  ui?: string;
  /** Builds the copy of an app (`mfe-catalog`, `shell`) and answers its dist/ folder. */
  build(app: 'mfe-catalog' | 'shell'): Promise<string>;
  remove(): void;
}

/** A copy of the shared package `folder` in `root`, its own node_modules those installed for it. */
function copyPackage(root: string, folder: string) {
  const dir = path.join(root, folder);
  copy(path.join(ROOT, folder), dir);
  if (existsSync(path.join(ROOT, folder, 'node_modules'))) {
    symlinkSync(path.join(ROOT, folder, 'node_modules'), path.join(dir, 'node_modules'));
  }
  const pkgFile = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string };
  const version = nextMinor(pkg.version);
  writeFileSync(pkgFile, JSON.stringify({ ...pkg, version }, null, 2));
  return { dir, version };
}

/**
 * A temporary workspace beside nothing: node_modules links every installed package of the
 * checkout but @shop/contracts (and @shop/ui with `ui`), which are the bumped copies.
 */
export function contractsOverlay({ ui = false } = {}): Overlay {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-contracts-minor-'));
  // Contracts' own dependencies (semver) stay those installed for it.
  const { dir: contractsDir, version: contracts } = copyPackage(root, 'shared-contracts');
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

  const bumped: Record<string, string> = { contracts: contractsDir };
  let uiVersion: string | undefined;
  if (ui) {
    const copied = copyPackage(root, 'shared-ui');
    uiVersion = copied.version;
    bumped.ui = copied.dir;
    writeFileSync(
      path.join(copied.dir, 'index.tsx'),
      `${readFileSync(path.join(copied.dir, 'index.tsx'), 'utf8')}
/** Added in this minor: a component older copies of the kit do not have. */
export function ${UI_ADDITION}() {
  return <p data-testid="ui-addition">Built on the addition of @shop/ui ${uiVersion}</p>;
}
`,
    );
  }

  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(modules, '@shop'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '@shop' || entry === '.bin' || entry.startsWith('.')) continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const entry of readdirSync(path.join(ROOT, 'node_modules/@shop'))) {
    const target = bumped[entry] ?? path.join(ROOT, 'node_modules/@shop', entry);
    symlinkSync(target, path.join(modules, '@shop', entry));
  }

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
    ...(uiVersion ? { ui: uiVersion } : {}),
    async build(app) {
      const dir = path.join(root, app);
      copy(path.join(ROOT, app), dir);
      if (app === 'mfe-catalog') {
        // The home page uses the additions: its own copies must be the ones it runs.
        writeFileSync(
          path.join(dir, 'src/pages/home-page-with-addition.tsx'),
          `import { ${ADDITION}, type ShellProps } from '@shop/contracts';
${ui ? `import { ${UI_ADDITION} } from '@shop/ui';\n` : ''}import HomePage from './home-page';

export default function HomePageWithAddition(props: ShellProps) {
  return (
    <>
      <p data-testid="contracts-addition">{${ADDITION}()}</p>
      ${ui ? `<${UI_ADDITION} />` : ''}
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
