// The contracts fingerprint: a hash of the source every app compiles against (src/, react/,
// types/, tests left out). contracts-fingerprint.json records it with the version it was
// released as; a change of the source without a version bump fails the check (a jest test in CI).
//   node build/fingerprint.mjs --record   after bumping the version in package.json and src/version.ts
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_FOLDERS = ['src', 'react', 'types'];
export const RECORD_FILE = 'contracts-fingerprint.json';

function sourceFiles(root, folder) {
  const files = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__') files.push(...sourceFiles(root, relative));
    } else {
      files.push(relative);
    }
  }
  return files;
}

export function computeFingerprint(root) {
  const hash = createHash('sha256');
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(root, folder)).sort();
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

/** What is wrong with the recorded fingerprint of the contracts at root, or null. */
export function fingerprintProblem(root) {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const recorded = JSON.parse(readFileSync(path.join(root, RECORD_FILE), 'utf8'));
  const fingerprint = computeFingerprint(root);
  if (!/^\d+\.\d+\.\d+$/.test(version)) return `@shop/contracts ${version} is not a semver version`;
  if (recorded.version === version && recorded.fingerprint !== fingerprint) {
    return (
      `@shop/contracts changed since ${version} was recorded: bump its version (package.json and ` +
      `src/version.ts; minor for additions, major for anything else) and run ` +
      `"npm run fingerprint -w shared-contracts"`
    );
  }
  if (recorded.version !== version) {
    if (compareVersions(version, recorded.version) <= 0) {
      return `@shop/contracts ${version} is not above the recorded ${recorded.version}`;
    }
    return `@shop/contracts ${version} is not recorded: run "npm run fingerprint -w shared-contracts"`;
  }
  return null;
}

/** Records the fingerprint, refusing a changed source under an already recorded version. */
export function recordFingerprint(root) {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  let recorded = null;
  try {
    recorded = JSON.parse(readFileSync(path.join(root, RECORD_FILE), 'utf8'));
  } catch {
    // The first record.
  }
  const fingerprint = computeFingerprint(root);
  if (recorded && recorded.version === version && recorded.fingerprint !== fingerprint) {
    throw new Error(`the source changed but the version is still ${version}: bump it first`);
  }
  writeFileSync(
    path.join(root, RECORD_FILE),
    `${JSON.stringify({ version, fingerprint }, null, 2)}\n`,
  );
  return { version, fingerprint };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  try {
    if (process.argv.includes('--record')) {
      const { version } = recordFingerprint(root);
      console.log(`@shop/contracts ${version}: fingerprint recorded`);
    } else {
      const problem = fingerprintProblem(root);
      if (problem) throw new Error(problem);
      console.log('@shop/contracts: version and fingerprint agree');
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
