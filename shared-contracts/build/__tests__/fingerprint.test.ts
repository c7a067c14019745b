/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fingerprintProblem, recordFingerprint } from '../fingerprint.mjs';

const ROOT = path.join(__dirname, '..', '..');

/** A copy of the contracts package to change. */
function copyOfContracts() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'contracts-'));
  for (const entry of ['package.json', 'contracts-fingerprint.json', 'src', 'react', 'types']) {
    cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  return dir;
}

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
          `console.log(JSON.stringify(require(${JSON.stringify(path.join(ROOT, 'build/index.cjs'))}).builtWith(${JSON.stringify(app)})))`,
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
