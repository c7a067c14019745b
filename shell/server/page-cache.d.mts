import type { FirstPaint } from './page.mjs';

export function pageKey(request: {
  pathname: string;
  search: string;
  firstPaint: FirstPaint;
  builds: string;
}): string;
export interface ServedPage {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}
export function servedPage(html: string): ServedPage;
export type CachedPage = ServedPage & { cacheable: boolean; bare?: boolean };
export interface PageCache {
  get(
    key: string,
    render: () => Promise<CachedPage | null>,
  ): Promise<{ page: CachedPage | null; state: 'hit' | 'stale' | 'miss' | 'off' }>;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}
export function createPageCache(options: {
  ttlMs: number;
  staleMs: number;
  maxBytes: number;
  now?: () => number;
}): PageCache;
