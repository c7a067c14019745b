/** A shell build and remotes' manifests for the server's tests, and a fetch that answers them. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REMOTES = {
  mfe_catalog: 'http://catalog.test/v2/mf-manifest.json',
  mfe_cart_checkout: 'http://cart.test/mf-manifest.json',
  mfe_account: 'http://account.test/mf-manifest.json',
  mfe_admin: 'http://admin.test/mf-manifest.json',
};

export function manifestOf(name: string, exposes: Record<string, string[]>) {
  return {
    name,
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [],
    exposes: Object.entries(exposes).map(([exposed, js]) => ({
      name: exposed,
      path: `./${exposed}`,
      assets: { js: { sync: js, async: [] }, css: { sync: [`${exposed}.css`], async: [] } },
    })),
  };
}

export const MANIFESTS: Record<string, unknown> = {
  [REMOTES.mfe_catalog]: manifestOf('mfe_catalog', {
    HomePage: ['606.a.js', 'expose_HomePage.b.js'],
    ProductsPage: ['606.a.js', 'expose_ProductsPage.c.js'],
    CategoryMenu: ['expose_CategoryMenu.d.js'],
  }),
  [REMOTES.mfe_cart_checkout]: manifestOf('mfe_cart_checkout', {
    CartWidget: ['expose_CartWidget.e.js'],
  }),
};

export function dist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-page-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Bitshop</title><link rel="preload" href="/config.json" as="fetch" crossorigin><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'boot-assets.json'),
    JSON.stringify({ js: ['822.boot.js'], css: ['822.boot.css'] }),
  );
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', assets: { js: { sync: ['121.react.js'] } } }] }),
  );
  return dir;
}

/** A fetch that answers the manifests and the API `answers`, with the URLs in `down` refused. */
export function fakeFetch({
  down = [],
  answers = {},
}: { down?: string[]; answers?: Record<string, unknown> } = {}) {
  const calls: string[] = [];
  const impl = (async (url: string) => {
    calls.push(url);
    if (down.includes(url)) throw new Error('ECONNREFUSED');
    const body = answers[url] ?? MANIFESTS[url];
    return { ok: Boolean(body), json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return { impl, calls };
}
