import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Each remote can leave the monorepo: its package declares the tools it runs, its configs extend
 * what @shop/build and @shop/testing ship and reach nothing outside its folder, and one remote,
 * copied out alone with the shared packages installed from their tarballs, builds, type-checks and passes its
 * tests (tooling/extract-remote.mjs, the same command a team runs by hand).
 */
const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'];
/** What the scripts and configs of a remote run: each must be the remote's own dependency. */
const TOOLS = [
  '@module-federation/enhanced',
  '@rspack/cli',
  '@rspack/core',
  '@rspack/dev-server',
  '@swc/core',
  '@swc/jest',
  '@testing-library/dom',
  '@testing-library/jest-dom',
  '@testing-library/react',
  '@testing-library/user-event',
  '@types/jest',
  '@types/node',
  '@types/react',
  '@types/react-dom',
  'compression-webpack-plugin',
  'jest',
  'jest-environment-jsdom',
  'typescript',
];

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

const read = (file: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Manifest;

describe.each(REMOTES)('%s stands on its own', (remote) => {
  const pkg = read(`${remote}/package.json`);
  const declared = { ...pkg.devDependencies, ...pkg.dependencies };

  it('declares every tool it runs, at the versions the monorepo installs', () => {
    const root = read('package.json').devDependencies ?? {};
    const mismatched = TOOLS.filter((tool) => declared[tool] !== (root[tool] ?? declared[tool]));
    expect(TOOLS.filter((tool) => !declared[tool])).toEqual([]);
    expect(mismatched).toEqual([]);
  });

  it('extends the configs the shared packages ship and reaches nothing outside its folder', () => {
    const tsconfig = JSON.parse(
      fs.readFileSync(path.join(ROOT, remote, 'tsconfig.json'), 'utf8'),
    ) as { extends: string };
    expect(tsconfig.extends).toBe('@shop/build/tsconfig.base.json');
    expect(fs.readFileSync(path.join(ROOT, remote, 'jest.config.cjs'), 'utf8')).toContain(
      "require('@shop/testing/jest.preset.cjs')",
    );
    expect(fs.readFileSync(path.join(ROOT, remote, 'rspack.config.cjs'), 'utf8')).toContain(
      "require('@shop/build')",
    );
    const configs = fs
      .readdirSync(path.join(ROOT, remote))
      .filter((file) => /\.(c|m)?js$|\.json$/.test(file));
    const outside = [
      ...configs.filter((file) =>
        /\.\.\//.test(fs.readFileSync(path.join(ROOT, remote, file), 'utf8')),
      ),
      ...Object.entries(pkg.scripts ?? {})
        .filter(([, script]) => script.includes('../'))
        .map(([name]) => `scripts.${name}`),
    ];
    expect(outside).toEqual([]);
  });
});

interface Step {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

describe('mfe-account copied out of the monorepo, the shared packages from their tarballs', () => {
  let steps: Step[] = [];

  beforeAll(() => {
    let stdout: string;
    try {
      stdout = execFileSync(
        process.execPath,
        [path.join(ROOT, 'tooling/extract-remote.mjs'), 'mfe-account', '--json'],
        { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 280_000 },
      );
    } catch (error) {
      stdout = String((error as { stdout?: string }).stdout ?? '');
    }
    const last = stdout.trim().split('\n').at(-1) ?? '{}';
    steps = (JSON.parse(last.startsWith('{') ? last : '{}') as { steps?: Step[] }).steps ?? [];
  }, 300_000);

  it.each([
    ...['build', 'contracts', 'ui', 'testing'].flatMap((name) => [
      `build @shop/${name}`,
      `npm pack @shop/${name}`,
    ]),
    'npm run build',
    'npm run typecheck',
    'npm test',
  ])('%s', (name) => {
    const found = steps.find((s) => s.name === name);
    // A step that did not run fails with the one that stopped the extraction.
    const failed = steps.find((s) => !s.ok);
    expect({ name, ok: found?.ok ?? false, output: found?.output ?? failed?.output ?? '' }).toEqual(
      { name, ok: true, output: '' },
    );
  });

  it('installs offline, from the packages npm ci put in the cache', () => {
    const install = steps.filter((s) => s.name.startsWith('npm install'));
    expect(install.length).toBeGreaterThan(0);
    expect(install.at(-1)).toMatchObject({ ok: true });
  });
});
