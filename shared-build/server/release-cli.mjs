#!/usr/bin/env node
/**
 * shop-release: publishes an app's builds into the folder its server serves.
 *   shop-release deploy   [--releases DIR]            build (npm run build) and publish dist/
 *   shop-release publish  --dist DIR [--releases DIR] [--if-new]
 *   shop-release rollback [--releases DIR]            put the build before the current one back
 *   shop-release list     [--releases DIR]
 * DIR defaults to RELEASES_DIR, else ./releases. The window: RELEASES_KEEP builds (5) or
 * RELEASES_KEEP_DAYS days (7), whichever keeps more.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publish, readReleases, retentionFromEnv, rollback } from './releases.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    releases: { type: 'string' },
    'if-new': { type: 'boolean', default: false },
  },
});
const [command] = positionals;
const served = path.resolve(values.releases ?? process.env.RELEASES_DIR ?? 'releases');
const label = path.basename(process.cwd());

function fail(message) {
  console.error(`shop-release: ${message}`);
  process.exit(2);
}

try {
  if (command === 'deploy' || command === 'publish') {
    const retention = retentionFromEnv();
    if (command === 'deploy') {
      const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
      if (build.status !== 0) fail('the build failed; nothing was published');
    } else if (!values.dist) {
      fail('publish needs --dist <build folder>');
    }
    const dist = path.resolve(values.dist ?? 'dist');
    const { id, changed } = publish({ dist, served, retention, ifNew: values['if-new'] });
    console.log(
      changed
        ? `${label}: build ${id} is now served from ${served}`
        : `${label}: build ${id} is already published in ${served}`,
    );
  } else if (command === 'rollback') {
    const { id } = rollback({ served });
    console.log(`${label}: rolled back to build ${id} in ${served}`);
  } else if (command === 'list') {
    const { current, releases } = readReleases(served);
    for (const release of releases) {
      console.log(`${release.id === current ? '*' : ' '} ${release.id}  ${release.publishedAt}`);
    }
  } else {
    fail('usage: shop-release <deploy|publish|rollback|list> [--dist DIR] [--releases DIR]');
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
