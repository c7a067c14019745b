/**
 * What a page needs before it can show its remote: the shell's own boot files, and each needed
 * remote's manifest, entry and the exposed module's files. The shell's server lists them as
 * <link rel="preload"> in the page, so the browser fetches them all at once, at the start,
 * instead of one step after another (config → main → shell chunks → manifest → entry → chunks).
 *
 * Remotes are still found at run time: the manifests come from the URLs of the runtime config,
 * fetched by the server and kept only a few seconds (MANIFEST_TTL_MS), so a remote that deploys
 * alone is picked up by the next pages; one that is down or slow (MANIFEST_TIMEOUT_MS) just gets
 * no preloads, and the browser's federation runtime meets the failure and shows its fallback.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchPath } from 'react-router-dom';
import { SHOP_ROUTES as REMOTE_ROUTES } from '@shop/contracts/routes';

/** The exposed modules a path needs (the same table the shell's router uses). */
export function modulesForPath(pathname, signedIn) {
  if (pathname.startsWith('/admin')) return signedIn ? [REMOTE_ROUTES.admin] : [];
  const header = [...REMOTE_ROUTES.header, ...(signedIn ? REMOTE_ROUTES.headerSignedIn : [])];
  const page = pageModuleForPath(pathname, signedIn);
  return page ? [page, ...header] : header;
}

/** The remote page module of a path (not the header's widgets), or null. */
export function pageModuleForPath(pathname, signedIn) {
  if (pathname.startsWith('/admin')) return signedIn ? REMOTE_ROUTES.admin : null;
  const tables = signedIn
    ? [REMOTE_ROUTES.signedOut, REMOTE_ROUTES.signedIn]
    : [REMOTE_ROUTES.signedOut];
  for (const table of tables)
    for (const [route, module] of Object.entries(table))
      if (matchPath({ path: route, end: true }, pathname)) return module;
  return null;
}

/** True when only a signed-in visitor has this page (the server then expects one). */
export function isSignedInPath(pathname) {
  if (pathname.startsWith('/admin')) return true;
  return Object.keys(REMOTE_ROUTES.signedIn).some((route) =>
    matchPath({ path: route, end: true }, pathname),
  );
}

/**
 * A cache of JSON documents by URL, each kept ttlMs; a failed or slow fetch is remembered as
 * null for the same time, so a remote that is down costs each page nothing.
 */
export function createManifestCache({ ttlMs, timeoutMs, fetchImpl = fetch, now = Date.now }) {
  const entries = new Map();
  return async function manifest(url) {
    const hit = entries.get(url);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    entries.set(url, { at: now(), value });
    return value;
  };
}

/** The shell's own files every page boots with, read from its build (kept ttlMs). */
export function createBootAssets({ dist, ttlMs, now = Date.now }) {
  let cached;
  return async function bootAssets() {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const value = Promise.all([
      readFile(path.join(dist, 'boot-assets.json'), 'utf8').then(JSON.parse),
      readFile(path.join(dist, 'mf-manifest.json'), 'utf8').then(JSON.parse),
    ])
      .then(([boot, manifest]) => {
        const js = new Set(boot.js);
        const lazy = new Set(boot.lazyShared ?? []);
        for (const shared of manifest.shared ?? [])
          if (!lazy.has(shared.name)) for (const file of shared.assets.js.sync) js.add(file);
        const rooted = (files) => files.map((f) => `/${f}`);
        const locales = Object.fromEntries(
          Object.entries(boot.locales ?? {}).map(([lng, files]) => [lng, rooted(files)]),
        );
        return { js: rooted([...js]), css: rooted(boot.css), locales };
      })
      .catch(() => ({ js: [], css: [], locales: {} }));
    cached = { at: now(), value };
    return value;
  };
}

/** Where a manifest's files are: its publicPath, or ("auto") the folder of the manifest. */
function assetBase(manifestUrl, manifest) {
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath && publicPath !== 'auto') return new URL(publicPath, manifestUrl).href;
  return new URL('.', manifestUrl).href;
}

/** The URL of a manifest's remote entry, `base` being the folder of its files. */
export const entryUrl = (entry, base) =>
  new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href;

/** A manifest's exposed module, found by its name or its path. */
export const findExposed = (manifest, name) =>
  (manifest?.exposes ?? []).find((e) => e.name === name || e.path === `./${name}`);

/**
 * The preloads of the remotes the modules need: manifest, entry, and the exposed modules'
 * files, in the order the browser needs them.
 * @returns {Promise<Array<{ href: string, as: 'fetch' | 'script' | 'style', crossorigin?: boolean }>>}
 */
export async function remotePreloads(modules, remotes, manifest) {
  const byRemote = new Map();
  for (const id of modules) {
    const [remote, exposed] = id.split('/');
    if (!remotes[remote]) continue;
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), exposed]);
  }
  const lists = await Promise.all(
    [...byRemote].map(async ([remote, exposedNames]) => {
      const url = remotes[remote];
      const found = await manifest(url);
      // The runtime fetches the manifest itself (CORS, no credentials): preload it the same way.
      const links = [{ href: url, as: 'fetch', crossorigin: true }];
      if (!found?.metaData?.remoteEntry) return links;
      const base = assetBase(url, found);
      links.push({ href: entryUrl(found.metaData.remoteEntry, base), as: 'script' });
      for (const name of exposedNames) {
        const exposed = findExposed(found, name);
        if (!exposed) continue;
        // Its styles, the ones its lazy parts load too: a page rendered on the server shows them.
        for (const file of [
          ...(exposed.assets?.css?.sync ?? []),
          ...(exposed.assets?.css?.async ?? []),
        ])
          links.push({ href: new URL(file, base).href, as: 'style' });
        for (const file of exposed.assets?.js?.sync ?? [])
          links.push({ href: new URL(file, base).href, as: 'script' });
      }
      return links;
    }),
  );
  const seen = new Set();
  return lists.flat().filter((link) => !seen.has(link.href) && seen.add(link.href));
}

export const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function linkTag({ href, as, crossorigin }) {
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${crossorigin ? ' crossorigin="anonymous"' : ''}>`;
}
