#!/usr/bin/env node
/**
 * Takes one remote out of the monorepo, as a team leaving it would: packs the shared packages
 * (@shop/build, @shop/contracts, @shop/ui, @shop/testing), copies the remote alone into a
 * temporary folder, points its dependencies on them at the tarballs, installs from npm's cache,
 * then builds, type-checks and tests it there.
 *
 *   node tooling/extract-remote.mjs [remote] [--keep] [--json]
 *
 * remote defaults to mfe-account. --keep leaves the folder (its path is printed); --json prints
 * one JSON line with every step's outcome (what the tooling test reads). Exits 1 when a step fails.
 *
 * The install is offline: the lock file given to the copy is the monorepo's, cut down to the
 * remote (workspace links dropped, the remote's own nested packages hoisted), so npm resolves
 * the very versions the monorepo installed, all in the cache after `npm ci`. A package missing
 * from the cache falls back to --prefer-offline.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The shared packages, each before those that use it. */
const SHARED = ['build', 'contracts', 'ui', 'testing'];
/** What a copied remote leaves behind: installs and build output of the monorepo. */
const SKIPPED = new Set(['node_modules', 'dist', 'sourcemaps', 'releases', 'coverage']);

const args = process.argv.slice(2);
const remote = args.find((arg) => !arg.startsWith('--')) ?? 'mfe-account';
const keep = args.includes('--keep');
const json = args.includes('--json');

const steps = [];

/** Runs a command, recording its outcome (and the tail of its output when it fails). */
function step(name, command, commandArgs, cwd) {
  const started = Date.now();
  const env = { ...process.env, CI: 'true' };
  // A test runner around this script must not leak its worker identity into the remote's jest.
  delete env.JEST_WORKER_ID;
  const result = spawnSync(command, commandArgs, { cwd, env, encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  const ok = result.status === 0;
  steps.push({
    name,
    ok,
    seconds: Math.round((Date.now() - started) / 1000),
    output: ok ? '' : output.split('\n').slice(-60).join('\n'),
  });
  if (!json) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${steps.at(-1).seconds}s)`);
  return { ok, output, stdout: result.stdout ?? '' };
}

/** The monorepo's lock file, as the lock file of a project that is only `remote`. */
function lockFor(pkg) {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const own = `${remote}/node_modules/`;
  const packages = {};
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key.startsWith('node_modules/') && !entry.link) packages[key] = entry;
  }
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key.startsWith(own)) packages[key.slice(remote.length + 1)] = entry;
  }
  const { name, version, dependencies, devDependencies } = pkg;
  return {
    ...lock,
    name,
    version,
    packages: { '': { name, version, dependencies, devDependencies }, ...packages },
  };
}

function main() {
  if (!fs.existsSync(path.join(ROOT, remote, 'package.json'))) {
    throw new Error(`no remote named ${remote}`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${remote}-`));
  const app = path.join(dir, remote);
  try {
    // 1. the shared packages: built (those with a build), then packed as they would be published.
    const tarballs = {};
    for (const name of SHARED) {
      const folder = path.join(ROOT, `shared-${name}`);
      const build = ['run', 'build', '--if-present'];
      if (!step(`build @shop/${name}`, 'npm', build, folder).ok) return;
      const pack = step(
        `npm pack @shop/${name}`,
        'npm',
        ['pack', '--ignore-scripts', '--json', '--pack-destination', dir],
        folder,
      );
      if (!pack.ok) return;
      tarballs[`@shop/${name}`] = `file:${path.join(dir, JSON.parse(pack.stdout)[0].filename)}`;
    }

    // 2. the remote alone, its dependencies on the shared packages the tarballs.
    fs.cpSync(path.join(ROOT, remote), app, {
      recursive: true,
      filter: (source) => !SKIPPED.has(path.basename(source)),
    });
    const pkg = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8'));
    for (const deps of [pkg.dependencies, pkg.devDependencies]) {
      for (const name of Object.keys(deps)) if (tarballs[name]) deps[name] = tarballs[name];
    }
    fs.writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    fs.writeFileSync(path.join(app, 'package-lock.json'), JSON.stringify(lockFor(pkg), null, 2));

    // 3. install, build, type-check, test: the remote's own scripts, nothing of the monorepo.
    const install = ['install', '--ignore-scripts', '--no-audit', '--no-fund'];
    const offline = step('npm install --offline', 'npm', [...install, '--offline'], app);
    if (!offline.ok) {
      if (!/ENOTCACHED/.test(offline.output)) return;
      if (!step('npm install --prefer-offline', 'npm', [...install, '--prefer-offline'], app).ok) {
        return;
      }
    }
    step('npm run build', 'npm', ['run', 'build'], app);
    step('npm run typecheck', 'npm', ['run', 'typecheck'], app);
    step('npm test', 'npm', ['test', '--', '--ci'], app);
  } finally {
    if (keep) {
      if (!json) console.log(`kept ${app}`);
    } else {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

try {
  main();
} catch (error) {
  steps.push({ name: 'extract', ok: false, seconds: 0, output: String(error?.stack ?? error) });
}
const ok = steps.length > 0 && steps.every((s) => s.ok);
if (json) console.log(JSON.stringify({ remote, ok, steps }));
else if (!ok)
  for (const s of steps.filter((s) => !s.ok)) console.log(`\n--- ${s.name}\n${s.output}`);
process.exit(ok ? 0 : 1);
