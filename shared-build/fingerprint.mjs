#!/usr/bin/env node
// A shared package's fingerprint: a hash of the source the apps compile against, tests left
// out: for @shop/contracts, what crosses the federation boundary (src/ and the run-time rules in
// server/); for @shop/ui, the kit. The package's record file holds it with the version it was
// released as; a change of the source without a version bump fails the check (a jest test in CI).
//   shop-fingerprint --record   in the package's folder, after bumping its version
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Per package: its record file, the folders of its source and where its version is written. */
const PACKAGES = {
  '@shop/contracts': {
    record: 'contracts-fingerprint.json',
    folders: ['src', 'server'],
    bump: 'package.json and src/version.ts',
  },
  '@shop/ui': { record: 'ui-fingerprint.json', folders: ['.'], bump: 'package.json' },
};
const LEFT_OUT = new Set(['__tests__', 'node_modules', 'dist']);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css)$/;

function packageOf(root) {
  const { name, version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const known = PACKAGES[name];
  if (!known) throw new Error(`${name} keeps no fingerprint`);
  return { name, version, ...known };
}

function sourceFiles(root, folder) {
  const files = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!LEFT_OUT.has(entry.name)) files.push(...sourceFiles(root, relative));
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.startsWith('jest.')) {
      files.push(relative);
    }
  }
  return files;
}

export function computeFingerprint(root) {
  const hash = createHash('sha256');
  const files = packageOf(root)
    .folders.flatMap((folder) => sourceFiles(root, folder))
    .sort();
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file), 'utf8'))
      .update('\0');
  }
  return hash.digest('hex');
}

function compareVersions(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** What is wrong with the recorded fingerprint of the package at root, or null. */
export function fingerprintProblem(root) {
  const { name, version, record, bump } = packageOf(root);
  const recorded = JSON.parse(readFileSync(path.join(root, record), 'utf8'));
  const fingerprint = computeFingerprint(root);
  const run = `run "npm run fingerprint -w ${path.basename(root)}"`;
  if (!/^\d+\.\d+\.\d+$/.test(version)) return `${name} ${version} is not a semver version`;
  if (recorded.version === version && recorded.fingerprint !== fingerprint) {
    return (
      `${name} changed since ${version} was recorded: bump its version (${bump}; minor for ` +
      `additions, major for anything else) and ${run}`
    );
  }
  if (recorded.version !== version) {
    if (compareVersions(version, recorded.version) <= 0) {
      return `${name} ${version} is not above the recorded ${recorded.version}`;
    }
    return `${name} ${version} is not recorded: ${run}`;
  }
  return null;
}

/** Records the fingerprint, refusing a changed source under an already recorded version. */
export function recordFingerprint(root) {
  const { version, record } = packageOf(root);
  let recorded = null;
  try {
    recorded = JSON.parse(readFileSync(path.join(root, record), 'utf8'));
  } catch {
    // The first record.
  }
  const fingerprint = computeFingerprint(root);
  if (recorded && recorded.version === version && recorded.fingerprint !== fingerprint) {
    throw new Error(`the source changed but the version is still ${version}: bump it first`);
  }
  writeFileSync(path.join(root, record), `${JSON.stringify({ version, fingerprint }, null, 2)}\n`);
  return { version, fingerprint };
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  try {
    const { name } = packageOf(root);
    if (process.argv.includes('--record')) {
      const { version } = recordFingerprint(root);
      console.log(`${name} ${version}: fingerprint recorded`);
    } else {
      const problem = fingerprintProblem(root);
      if (problem) throw new Error(problem);
      console.log(`${name}: version and fingerprint agree`);
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
