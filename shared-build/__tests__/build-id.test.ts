/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PRESET = path.join(__dirname, '..', 'index.cjs');

/** Runs the preset in Node itself (it loads ESM, which jest's module system does not). */
function inNode<T>(expression: string): T {
  const script = `const preset = require(${JSON.stringify(PRESET)});
    process.stdout.write(JSON.stringify(${expression}));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as T;
}

const buildId = (dir: string, built: unknown) =>
  inNode<string>(`preset.buildId(${JSON.stringify(dir)}, ${JSON.stringify(built)})`);

const REPO = path.join(__dirname, '..', '..');
const BUILT = { contracts: '1.0.0', ranges: {}, versions: {} };

/** A small app folder to change. */
function app() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-id-'));
  mkdirSync(path.join(dir, 'src', 'features', '__tests__'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{"name":"app"}');
  writeFileSync(path.join(dir, 'src', 'index.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(dir, 'src', 'features', '__tests__', 'a.test.ts'), 'it.todo("a");\n');
  return dir;
}

describe('each build of an app has a chunk registry of its own', () => {
  it('is the same for the same sources, wherever they are', () => {
    const one = app();
    const two = mkdtempSync(path.join(os.tmpdir(), 'build-id-'));
    cpSync(one, two, { recursive: true });
    expect(buildId(one, BUILT)).toMatch(/^[0-9a-f]{10}$/);
    expect(buildId(two, BUILT)).toBe(buildId(one, BUILT));
  });

  it('changes with a source, the package, or what the app is built with; not with a test', () => {
    const dir = app();
    const first = buildId(dir, BUILT);
    appendFileSync(path.join(dir, 'src', 'features', '__tests__', 'a.test.ts'), '// more\n');
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist', 'main.js'), 'built');
    expect(buildId(dir, BUILT)).toBe(first);

    appendFileSync(path.join(dir, 'src', 'index.ts'), 'export const b = 2;\n');
    const second = buildId(dir, BUILT);
    expect(second).not.toBe(first);
    writeFileSync(path.join(dir, 'package.json'), '{"name":"app","version":"2.0.0"}');
    const third = buildId(dir, BUILT);
    expect(third).not.toBe(second);
    expect(buildId(dir, { ...BUILT, contracts: '1.1.0' })).not.toBe(third);
  });

  it('names the registry of a real remote’s build: its name and its build id', () => {
    const appDir = path.join(REPO, 'mfe-catalog');
    const [federated] = inNode<Array<{ output: Record<string, string> }>>(
      `preset.createAppConfig({ appDir: ${JSON.stringify(appDir)}, name: 'mfe_catalog', port: 3001 })({}, { mode: 'production' })`,
    );
    expect(federated!.output.uniqueName).toBe('mfe_catalog');
    expect(federated!.output.chunkLoadingGlobal).toMatch(/^rspackChunkmfe_catalog_[0-9a-f]{10}$/);
  });
});
