import type { ExposedModule, RuntimeConfig } from '@shop/contracts';

export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
  crossorigin?: boolean;
}

export function modulesForPath(pathname: string, signedIn: boolean): ExposedModule[];
export function pageModuleForPath(pathname: string, signedIn: boolean): ExposedModule | null;
export function isSignedInPath(pathname: string): boolean;
export function createManifestCache(options: {
  ttlMs: number;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}): (url: string) => Promise<unknown>;
export function createBootAssets(options: {
  dist: string;
  ttlMs: number;
  now?: () => number;
}): () => Promise<{ js: string[]; css: string[]; locales: Record<string, string[]> }>;
export function remotePreloads(
  modules: string[],
  remotes: RuntimeConfig['remotes'],
  manifest: (url: string) => Promise<unknown>,
): Promise<Preload[]>;
export function linkTag(preload: Preload): string;
