/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBootAssets } from '../preloads';

/** A shell build's boot list and manifest, as the bundler writes them. */
function dist(boot: unknown, shared: Array<{ name: string; sync: string[] }>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-boot-'));
  writeFileSync(path.join(dir, 'boot-assets.json'), JSON.stringify(boot));
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      shared: shared.map(({ name, sync }) => ({ name, assets: { js: { sync } } })),
    }),
  );
  return dir;
}

describe("the shell's files every page boots with", () => {
  it('are its boot chunks and its shared modules, never a lazy library’s files', async () => {
    // With the libraries in one chunk, the manifest lists, under each library, the files of every
    // chunk group that chunk is in: the toasts' library too.
    const everyGroup = ['287.toasts.js', '521.ui.js', 'bootstrap.2.js', 'libraries.1.js'];
    const bootAssets = createBootAssets({
      dist: dist(
        { js: ['libraries.1.js', 'bootstrap.2.js'], css: ['b.css'], lazyShared: ['notistack'] },
        [
          { name: 'react', sync: everyGroup },
          { name: 'swr', sync: everyGroup },
          { name: 'notistack', sync: ['287.toasts.js'] },
          { name: '@shop/ui', sync: ['521.ui.js'] },
          { name: '@shop/contracts', sync: ['128.contracts.js'] },
        ],
      ),
      ttlMs: 1000,
    });
    const { js, css } = await bootAssets();
    expect(js).toEqual(['/libraries.1.js', '/bootstrap.2.js', '/521.ui.js', '/128.contracts.js']);
    expect(css).toEqual(['/b.css']);
  });

  it('are none when the build cannot be read: the page then boots from its entry alone', async () => {
    const bootAssets = createBootAssets({
      dist: path.join(os.tmpdir(), 'no-such-build'),
      ttlMs: 1000,
    });
    expect(await bootAssets()).toEqual({ js: [], css: [], locales: {} });
  });
});
