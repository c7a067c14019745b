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
import type { RuntimeConfig } from '@shop/contracts';

/** What the server reads of a remote's manifest (mf-manifest.json). */
export interface Manifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    publicPath?: string;
    buildHash?: string;
    buildInfo?: { buildVersion?: string };
  };
  exposes?: Array<{
    name: string;
    path?: string;
    assets?: { css?: { sync?: string[]; async?: string[] }; js?: { sync?: string[] } };
  }>;
  shared?: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
  crossorigin?: boolean;
}

/**
 * A cache of JSON documents by URL, each kept ttlMs; a failed or slow fetch is remembered as
 * null for the same time, so a remote that is down costs each page nothing.
 */
export function createManifestCache({
  ttlMs,
  timeoutMs,
  fetchImpl = fetch,
  now = Date.now,
}: {
  ttlMs: number;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}) {
  const entries = new Map<string, { at: number; value: Promise<Manifest | null> }>();
  return async function manifest(url: string): Promise<Manifest | null> {
    const hit = entries.get(url);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : null))
      .catch(() => null);
    entries.set(url, { at: now(), value });
    return value;
  };
}

/** The shell's own files every page boots with, read from its build (kept ttlMs). */
interface BootAssets {
  js: string[];
  css: string[];
  locales: Record<string, string[]>;
}

export function createBootAssets({
  dist,
  ttlMs,
  now = Date.now,
}: {
  dist: string;
  ttlMs: number;
  now?: () => number;
}) {
  let cached: { at: number; value: Promise<BootAssets> } | undefined;
  return async function bootAssets(): Promise<BootAssets> {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const value = Promise.all([
      readFile(path.join(dist, 'boot-assets.json'), 'utf8').then(
        (text) =>
          JSON.parse(text) as BootAssets & {
            lazyShared?: string[];
            locales?: BootAssets['locales'];
          },
      ),
      readFile(path.join(dist, 'mf-manifest.json'), 'utf8').then(
        (text) => JSON.parse(text) as Manifest,
      ),
    ])
      .then(([boot, manifest]) => {
        const js = new Set(boot.js);
        const lazy = new Set(boot.lazyShared ?? []);
        const lazyFiles = new Set(
          (manifest.shared ?? [])
            .filter((shared) => lazy.has(shared.name))
            .flatMap((shared) => shared.assets.js.sync),
        );
        for (const shared of manifest.shared ?? [])
          if (!lazy.has(shared.name))
            for (const file of shared.assets.js.sync) if (!lazyFiles.has(file)) js.add(file);
        const rooted = (files: string[]) => files.map((f) => `/${f}`);
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
function assetBase(manifestUrl: string, manifest: Manifest) {
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath && publicPath !== 'auto') return new URL(publicPath, manifestUrl).href;
  return new URL('.', manifestUrl).href;
}

/** The URL of a manifest's remote entry, `base` being the folder of its files. */
export const entryUrl = (entry: { name?: string; path?: string }, base: string) =>
  new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href;

/** A manifest's exposed module, found by its name or its path. */
export const findExposed = (manifest: Manifest, name: string) =>
  (manifest?.exposes ?? []).find((e) => e.name === name || e.path === `./${name}`);

/**
 * The preloads of the remotes the modules need: manifest, entry, and the exposed modules'
 * files, in the order the browser needs them.
 */
export async function remotePreloads(
  modules: string[],
  remotes: RuntimeConfig['remotes'],
  manifest: (url: string) => Promise<Manifest | null>,
): Promise<Preload[]> {
  const byRemote = new Map<keyof RuntimeConfig['remotes'], string[]>();
  for (const id of modules) {
    const [name = '', exposed = ''] = id.split('/');
    const remote = name as keyof RuntimeConfig['remotes'];
    if (!remotes[remote]) continue;
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), exposed]);
  }
  const lists = await Promise.all(
    [...byRemote].map(async ([remote, exposedNames]) => {
      const url = remotes[remote];
      const found = await manifest(url);
      // The runtime fetches the manifest itself (CORS, no credentials): preload it the same way.
      const links: Preload[] = [{ href: url, as: 'fetch', crossorigin: true }];
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

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function linkTag({ href, as, crossorigin }: Preload) {
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${crossorigin ? ' crossorigin="anonymous"' : ''}>`;
}
