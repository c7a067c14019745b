/**
 * How the shell's server answers a page: from the page cache when it can, rendered when it must,
 * and at once without its server render when too many renders already run. Rendering is CPU work
 * on one thread: past `maxConcurrent` renders a queue would only make every page later, so the
 * page goes out as the browser can draw it itself (as when the catalogue's server build is
 * down), and the cache is not given it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { firstPaintFor, type PageRenderer, type PageRequest } from './page';
import { pageKey, servedPage, type PageCache } from './page-cache';

/** Seconds, for Cache-Control. */
const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The smallest encoding the request accepts (Brotli, then gzip), or null for plain bytes. */
function contentEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = new Negotiator(req).encodings(['br', 'gzip']);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
}

export function createPageHandler({
  renderPage,
  cache,
  maxConcurrent,
  ttlMs,
  staleMs,
  headers,
  files,
  isPage,
}: {
  renderPage: PageRenderer;
  cache: PageCache;
  maxConcurrent: number;
  ttlMs: number;
  staleMs: number;
  headers: Record<string, string>;
  files: Listener;
  /** Whether the path shows a page to this visitor: the 404 page goes out with its status. */
  isPage: (pathname: string, signedIn: boolean) => boolean;
}) {
  let active = 0;

  /** The page rendered now, or bare past the bound; null when the build has no index.html. */
  async function render(request: PageRequest) {
    const bare = active >= maxConcurrent;
    active += 1;
    try {
      const document = await renderPage.document({ ...request, bare });
      if (!document) return null;
      const { html, complete, status } = document;
      return { ...servedPage(html), cacheable: complete, bare, ...(status ? { status } : {}) };
    } finally {
      active -= 1;
    }
  }

  const sharedCaching = `public, max-age=0, s-maxage=${seconds(ttlMs)}, stale-while-revalidate=${seconds(staleMs)}`;

  return async function page(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The render sees only these: path, query and the first paint's hints (never a cookie's
    // other values or a header), so a cached page can hold nothing of one visitor.
    const firstPaint = firstPaintFor({
      cookieHeader: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
    const request = { pathname, search: url.search, firstPaint };
    const builds = ttlMs > 0 ? await renderPage.buildsFor(pathname, firstPaint.signedIn) : '';
    const { page: served, state } = await cache.get(pageKey({ ...request, builds }), () =>
      render(request),
    );
    if (!served) {
      files(req, res);
      return;
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('X-Page-Cache', served.bare ? 'bypass' : state);
    res.setHeader('Cache-Control', served.cacheable && ttlMs > 0 ? sharedCaching : 'no-store');
    // The first paint is chosen by these (theme, language and signed-in hints are cookies).
    res.setHeader('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    res.setHeader('ETag', served.etag);
    res.statusCode = isPage(pathname, firstPaint.signedIn) ? (served.status ?? 200) : 404;
    if (res.statusCode === 200 && req.headers['if-none-match'] === served.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = contentEncoding(req);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.end(req.method === 'HEAD' ? undefined : encoding ? served[encoding] : served.body);
  };
}
