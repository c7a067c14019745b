/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeFingerprint, fingerprintProblem, recordFingerprint } from '../fingerprint.mjs';

const REPO = path.join(__dirname, '..', '..');
const ROOT = path.join(REPO, 'shared-contracts');
const UI = path.join(REPO, 'shared-ui');

/** A copy of the contracts and the UI kit, side by side as in the repository, to change. */
function copyOfPackages() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'packages-'));
  const contracts = path.join(dir, 'shared-contracts');
  const ui = path.join(dir, 'shared-ui');
  for (const entry of ['package.json', 'contracts-fingerprint.json', 'src', 'server']) {
    cpSync(path.join(ROOT, entry), path.join(contracts, entry), { recursive: true });
  }
  cpSync(UI, ui, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  return { contracts, ui };
}
const copyOfContracts = () => copyOfPackages().contracts;

function setVersion(dir: string, version: string) {
  const file = path.join(dir, 'package.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version }));
}

describe('the contracts version follows its source', () => {
  it('the recorded fingerprint is the source’s, under the current version', () => {
    expect(fingerprintProblem(ROOT)).toBeNull();
  });

  it('fails when the source changes and the version does not', () => {
    const dir = copyOfContracts();
    appendFileSync(
      path.join(dir, 'src', 'money.ts'),
      '\nexport const contractsFeature = () => 1;\n',
    );
    expect(fingerprintProblem(dir)).toMatch(/changed since \d+\.\d+\.\d+ was recorded: bump/);
    expect(() => recordFingerprint(dir)).toThrow('bump it first');
  });

  it('covers the run-time rules both sides apply', () => {
    const dir = copyOfContracts();
    appendFileSync(path.join(dir, 'server', 'countries.mjs'), '\nexport const more = 1;\n');
    expect(fingerprintProblem(dir)).toMatch(/@shop\/contracts changed since/);
  });

  it('asks for the new version to be recorded, and for it to go up', () => {
    const dir = copyOfContracts();
    appendFileSync(
      path.join(dir, 'src', 'money.ts'),
      '\nexport const contractsFeature = () => 1;\n',
    );
    // The next minor of whatever is recorded now.
    const [major, minor] = (
      JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version.split('.');
    const next = `${major}.${Number(minor) + 1}.0`;
    setVersion(dir, next);
    expect(fingerprintProblem(dir)).toContain(`${next} is not recorded`);
    recordFingerprint(dir);
    expect(fingerprintProblem(dir)).toBeNull();
    setVersion(dir, '0.9.0');
    expect(fingerprintProblem(dir)).toContain(`0.9.0 is not above the recorded ${next}`);
  });

  it('ignores the package’s tests', () => {
    const dir = copyOfContracts();
    appendFileSync(path.join(dir, 'src', '__tests__', 'money.test.ts'), '\n// more\n');
    expect(fingerprintProblem(dir)).toBeNull();
  });
});

describe('the UI kit is versioned apart from the contracts', () => {
  it('the recorded UI kit fingerprint is its source’s, under its current version', () => {
    expect(fingerprintProblem(UI)).toBeNull();
  });

  it('a UI kit change leaves the contracts fingerprint as it is, and asks for a UI kit bump', () => {
    const { contracts, ui } = copyOfPackages();
    const before = computeFingerprint(contracts);
    appendFileSync(path.join(ui, 'modal.tsx'), '\nexport const uiFeature = () => 1;\n');
    expect(computeFingerprint(contracts)).toBe(before);
    expect(fingerprintProblem(contracts)).toBeNull();
    expect(fingerprintProblem(ui)).toMatch(/@shop\/ui changed since \d+\.\d+\.\d+ was recorded/);
  });

  it('a boundary change changes the contracts fingerprint and leaves the UI kit’s', () => {
    const { contracts, ui } = copyOfPackages();
    const before = computeFingerprint(contracts);
    const uiBefore = computeFingerprint(ui);
    appendFileSync(path.join(contracts, 'src', 'events.ts'), '\nexport const more = 1;\n');
    expect(computeFingerprint(contracts)).not.toBe(before);
    expect(computeFingerprint(ui)).toBe(uiBefore);
  });
});

describe('what a build says it was built with', () => {
  it('names the contracts version and the app’s React, router, jotai and swr ranges', () => {
    const app = mkdtempSync(path.join(os.tmpdir(), 'app-'));
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({ dependencies: { react: '^18.3.1', swr: '^2.5.1', uuid: '^14.0.0' } }),
    );
    // In node itself: the build configuration loads Rspack, an ES module jest cannot require.
    const built = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '-e',
          `console.log(JSON.stringify(require(${JSON.stringify(path.join(REPO, 'shared-build/index.cjs'))}).builtWith(${JSON.stringify(app)})))`,
        ],
        { encoding: 'utf8' },
      ),
    ) as { contracts: string; ranges: Record<string, string>; versions: Record<string, string> };
    expect(built.contracts).toBe(
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version,
    );
    expect(built.ranges).toEqual({ react: '^18.3.1', swr: '^2.5.1' });
    expect(Object.keys(built.versions).sort()).toEqual(['react', 'swr']);
  });
});
