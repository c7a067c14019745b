/**
 * A remote's own production build opens on its own: dist/index.html is its standalone harness,
 * which mounts its pages without the shell (and so without the shell's federation runtime).
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startProcess, stop } from '../support/processes';
import { REMOTE_DIRS, ROOT, STANDALONE_PORT, type RemoteName } from '../support/stack';

const url = `http://localhost:${STANDALONE_PORT}`;

for (const name of Object.keys(REMOTE_DIRS) as RemoteName[]) {
  test(`${name}'s own dist/index.html is its harness page, not a blank one`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const server = await startProcess(
      'node',
      [
        path.join(ROOT, 'shared-build/server/cli.mjs'),
        '--dir',
        path.join(ROOT, REMOTE_DIRS[name], 'dist'),
        '--port',
        String(STANDALONE_PORT),
        '--spa',
      ],
      {},
      `${url}/index.html`,
    );
    try {
      await page.goto(url);
      await expect(page.locator('#root > *').first()).toBeAttached();
      await expect(page.locator('#root')).not.toBeEmpty();
      expect(errors).toEqual([]);
    } finally {
      await stop(server);
    }
  });
}
