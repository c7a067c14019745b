/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createStaticServer } from '../static-server.mjs';
import { publish, readReleases, retentionFromEnv, rollback } from '../releases.mjs';

const CLI = path.join(__dirname, '..', 'release-cli.mjs');
const DAY = 24 * 60 * 60 * 1000;

function serve(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** A build like a remote's: entry files and content-hashed chunks. */
function makeBuild(root: string, version: number) {
  const dist = mkdtempSync(path.join(root, 'dist-'));
  const chunk = `products.${String(version).padStart(8, 'a')}.js`;
  writeFileSync(path.join(dist, 'index.html'), `<p>build ${version}</p>`);
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ version, chunk }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var entry = ${version}`);
  writeFileSync(path.join(dist, chunk), `render(${version})`);
  return { dist, chunk };
}

describe('retained releases', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const retention = { keep: 2, keepDays: 0 };

  it('serves the current build first and earlier builds only for their hashed files', async () => {
    const served = path.join(root, 'served-a');
    const one = makeBuild(root, 1);
    const two = makeBuild(root, 2);
    publish({ dist: one.dist, served, retention });
    publish({ dist: two.dist, served, retention });
    const server = createStaticServer({ dir: served });
    const base = await serve(server);
    try {
      // The tab still running build 1 gets its chunk, cached for good.
      const old = await fetch(`${base}/${one.chunk}`);
      expect(old.status).toBe(200);
      expect(await old.text()).toBe('render(1)');
      expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // Entry files are the current build's only.
      expect(JSON.parse(await (await fetch(`${base}/mf-manifest.json`)).text()).version).toBe(2);
      expect(await (await fetch(`${base}/remoteEntry.js`)).text()).toBe('var entry = 2');
      expect(await (await fetch(`${base}/${two.chunk}`)).text()).toBe('render(2)');
      // Never the retained copies' entry files, nor the state file.
      expect((await fetch(`${base}/.releases/releases.json`)).status).toBe(404);
      expect((await fetch(`${base}/%2Ereleases/releases.json`)).status).toBe(404);
      expect((await fetch(`${base}/products.ffffffff.js`)).status).toBe(404);
      // The top level is exactly the current build (the previous chunk is only retained).
      expect(readdirSync(served).sort()).toEqual(
        ['.releases', 'index.html', 'mf-manifest.json', 'remoteEntry.js', two.chunk].sort(),
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps the last RELEASES_KEEP builds, or those younger than RELEASES_KEEP_DAYS', () => {
    const served = path.join(root, 'served-b');
    const now = Date.parse('2026-11-20T12:00:00Z');
    const builds = [1, 2, 3, 4].map((version) => makeBuild(root, version));
    const ids = builds.map(
      (build, index) => publish({ dist: build.dist, served, retention, now: now + index * DAY }).id,
    );
    // Two builds kept: the third and fourth; the first two are gone from disk too.
    expect(readReleases(served).releases.map((release) => release.id)).toEqual([ids[3], ids[2]]);
    expect(existsSync(path.join(served, '.releases', ids[0]!))).toBe(false);

    const young = path.join(root, 'served-c');
    for (const [index, build] of builds.entries()) {
      publish({
        dist: build.dist,
        served: young,
        retention: { keep: 1, keepDays: 7 },
        now: now + index * DAY,
      });
    }
    expect(readReleases(young).releases).toHaveLength(4);
    publish({
      dist: makeBuild(root, 5).dist,
      served: young,
      retention: { keep: 1, keepDays: 7 },
      now: now + 9 * DAY,
    });
    // Days 0 and 1 are older than 7 days at day 9; days 2 and 3 stay.
    expect(readReleases(young).releases).toHaveLength(3);
  });

  it('rolls back to the previous build and keeps serving the newer build’s chunks', async () => {
    const served = path.join(root, 'served-d');
    const one = makeBuild(root, 1);
    const two = makeBuild(root, 2);
    const first = publish({ dist: one.dist, served, retention });
    publish({ dist: two.dist, served, retention });
    expect(rollback({ served }).id).toBe(first.id);
    expect(readReleases(served).current).toBe(first.id);
    const server = createStaticServer({ dir: served });
    const base = await serve(server);
    try {
      expect(await (await fetch(`${base}/remoteEntry.js`)).text()).toBe('var entry = 1');
      expect(await (await fetch(`${base}/${two.chunk}`)).text()).toBe('render(2)');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(() => rollback({ served })).toThrow('no earlier build retained');
  });

  it('publishing a build already retained with ifNew leaves a rollback in place', () => {
    const served = path.join(root, 'served-e');
    const one = makeBuild(root, 1);
    const two = makeBuild(root, 2);
    const first = publish({ dist: one.dist, served, retention });
    publish({ dist: two.dist, served, retention });
    rollback({ served });
    expect(publish({ dist: two.dist, served, retention, ifNew: true }).changed).toBe(false);
    expect(readReleases(served).current).toBe(first.id);
  });

  it('refuses a retention window that is not a number', () => {
    expect(retentionFromEnv({})).toEqual({ keep: 5, keepDays: 7 });
    expect(retentionFromEnv({ RELEASES_KEEP: '3', RELEASES_KEEP_DAYS: '0.5' })).toEqual({
      keep: 3,
      keepDays: 0.5,
    });
    expect(() => retentionFromEnv({ RELEASES_KEEP: '0' })).toThrow('RELEASES_KEEP');
    expect(() => retentionFromEnv({ RELEASES_KEEP_DAYS: 'a week' })).toThrow('RELEASES_KEEP_DAYS');
  });
});

describe('the release commands (npm run deploy / rollback)', () => {
  const app = mkdtempSync(path.join(os.tmpdir(), 'release-app-'));
  // An app whose build writes a new build each time (its version from a file the test edits).
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'app', private: true, scripts: { build: 'node build.cjs' } }),
  );
  writeFileSync(
    path.join(app, 'build.cjs'),
    `const fs = require('fs');
const v = fs.readFileSync('version', 'utf8').trim();
fs.rmSync('dist', { recursive: true, force: true });
fs.mkdirSync('dist');
fs.writeFileSync('dist/index.html', 'v' + v);
fs.writeFileSync('dist/remoteEntry.js', 'entry ' + v);
fs.writeFileSync('dist/page.' + v.padStart(8, '0') + '.js', 'page ' + v);
`,
  );
  const env = { ...process.env, RELEASES_DIR: path.join(app, 'served'), RELEASES_KEEP: '5' };
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [CLI, ...args], { cwd: app, env, encoding: 'utf8' });

  it('deploy builds and publishes into RELEASES_DIR; rollback puts the previous build back', () => {
    writeFileSync(path.join(app, 'version'), '1');
    expect(run('deploy')).toMatch(/build [0-9a-f]{12} is now served from .*served/);
    writeFileSync(path.join(app, 'version'), '2');
    run('deploy');
    const served = path.join(app, 'served');
    expect(readFileSync(path.join(served, 'index.html'), 'utf8')).toBe('v2');
    expect(readFileSync(path.join(served, 'page.00000002.js'), 'utf8')).toBe('page 2');
    expect(run('list').split('\n').filter(Boolean)).toHaveLength(2);
    expect(run('rollback')).toMatch(/rolled back to build/);
    expect(readFileSync(path.join(served, 'index.html'), 'utf8')).toBe('v1');
    expect(readFileSync(path.join(served, 'remoteEntry.js'), 'utf8')).toBe('entry 1');
  });

  it('a failed build publishes nothing, and bad input is refused with exit code 2', () => {
    mkdirSync(path.join(app, 'broken'), { recursive: true });
    writeFileSync(
      path.join(app, 'broken', 'package.json'),
      JSON.stringify({ name: 'broken', private: true, scripts: { build: 'exit 1' } }),
    );
    const broken = spawnSync(process.execPath, [CLI, 'deploy'], {
      cwd: path.join(app, 'broken'),
      env: { ...env, RELEASES_DIR: path.join(app, 'broken', 'served') },
      encoding: 'utf8',
    });
    expect(broken.status).toBe(2);
    expect(broken.stderr).toContain('the build failed');
    expect(existsSync(path.join(app, 'broken', 'served'))).toBe(false);
    const badKeep = spawnSync(process.execPath, [CLI, 'deploy'], {
      cwd: app,
      env: { ...env, RELEASES_KEEP: 'all' },
      encoding: 'utf8',
    });
    expect(badKeep.status).toBe(2);
    expect(badKeep.stderr).toContain('RELEASES_KEEP must be');
    expect(spawnSync(process.execPath, [CLI, 'launch'], { cwd: app, env }).status).toBe(2);
  });
});
