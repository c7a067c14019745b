/**
 * The shop's pages, kept once rendered. A page is a function of what its key names — path and
 * query, language, theme, signed-in hint and the builds it is made of — and of the shop's
 * content; never of who asks (the server holds no shopper's token), so one rendering serves
 * every visitor with the same key. A page is fresh for `ttlMs`, then served as it is for up to
 * `staleMs` more while one rendering replaces it (stale-while-revalidate); all the entries
 * together hold at most `maxBytes`, the least recently used going first. `clear()` forgets every
 * page at once, and a rendering begun before it is not kept.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FirstPaint } from '../src/lib/first-paint';

/** What makes two requests the same page: nothing else of the request reaches the render. */
export function pageKey({
  pathname,
  search,
  firstPaint,
  builds,
}: {
  pathname: string;
  search: string;
  firstPaint: FirstPaint;
  builds: string;
}): string {
  const { language, theme, signedIn } = firstPaint;
  return JSON.stringify([pathname, search, language, theme, signedIn, builds]);
}

/** A rendered page as it is served: its bytes, compressed once each way, and an ETag. */
export interface ServedPage {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * Brotli's quality for a page compressed as it is rendered: at 5 it is about as quick as gzip
 * and still smaller (the build's files are compressed at 11, once, ahead of time).
 */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The bytes a served page holds in memory. */
export const pageBytes = (page: ServedPage) =>
  page.body.length + page.gzip.length + page.br.length + 200;

/** `status`: the page's own, when its module tells one (a missing product's 404). */
export type CachedPage = ServedPage & { cacheable: boolean; bare?: boolean; status?: number };

export function servedPage(html: string): ServedPage {
  const body = Buffer.from(html);
  return {
    body,
    gzip: gzipSync(body),
    br: brotliCompressSync(body, PAGE_BROTLI),
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
  };
}

export function createPageCache({
  ttlMs,
  staleMs,
  maxBytes,
  now = Date.now,
}: {
  ttlMs: number;
  staleMs: number;
  maxBytes: number;
  now?: () => number;
}) {
  type Entry = CachedPage & { at: number };
  type Render = () => Promise<CachedPage | null>;
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: pageBytes,
  });
  const pending = new Map<string, Promise<CachedPage | null>>();
  let generation = 0;

  /** Renders the page once for all who ask meanwhile; kept when it is whole and still current. */
  function refresh(key: string, render: Render) {
    const running = pending.get(key);
    if (running) return running;
    const started = generation;
    const done = render()
      .then((page) => {
        if (page?.cacheable && started === generation)
          entries.set(key, { ...page, at: now() }, { ttl: ttlMs + staleMs });
        return page;
      })
      .finally(() => {
        if (pending.get(key) === done) pending.delete(key);
      });
    pending.set(key, done);
    return done;
  }

  /**
   * The page for key: `hit` when fresh, `stale` (and a new rendering begun) when past its
   * lifetime but within the stale window, else rendered now (`miss`). `render` resolves to a
   * served page with `cacheable` set, or null.
   */
  async function get(
    key: string,
    render: Render,
  ): Promise<{ page: CachedPage | null; state: 'hit' | 'stale' | 'miss' | 'off' }> {
    if (ttlMs <= 0) return { page: await render(), state: 'off' };
    const entry = entries.get(key);
    const age = entry ? now() - entry.at : Infinity;
    if (age < ttlMs) return { page: entry ?? null, state: 'hit' };
    if (age < ttlMs + staleMs) {
      refresh(key, render).catch((error: unknown) =>
        console.error('shell: page refresh failed', error),
      );
      return { page: entry ?? null, state: 'stale' };
    }
    return { page: await refresh(key, render), state: 'miss' };
  }

  function clear() {
    generation += 1;
    entries.clear();
    pending.clear();
  }

  return {
    get,
    clear,
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
