/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { CONTENT_CHANGED_CHANNEL, subscribeToContentChanges } from '../content-changes';
import { createPageRenderer } from '../page';
import { createPageCache } from '../page-cache';
import { createPageHandler } from '../page-server';
import { isPagePath } from '../../src/app/routes';
import type { Rendered, RenderInput } from '../render';
import { dist, fakeFetch, MANIFESTS, REMOTES } from './support/test-dist';

/** A layout render that renders exactly what it was given, after `delayMs`. */
const layout =
  (delayMs = 0) =>
  (input: RenderInput) =>
    new Promise<Rendered>((resolve) =>
      setTimeout(
        () =>
          resolve({
            markup: `<main>${JSON.stringify(input).replace(/</g, '')}</main>`,
            largestImage: null,
          }),
        delayMs,
      ),
    );

interface Options {
  delayMs?: number;
  maxConcurrent?: number;
  ttlMs?: number;
  manifests?: Record<string, unknown>;
  /** The status a page's module tells for a path (ServerPageModule.status), as the renderer hands it on. */
  statusOf?: (pathname: string) => number | undefined;
}

/** The page handler over a real HTTP server, as the shell's server runs it. */
async function serve({
  delayMs = 0,
  maxConcurrent = 4,
  ttlMs = 30_000,
  manifests = {},
  statusOf,
}: Options) {
  const renderer = createPageRenderer({
    dist: dist(),
    render: layout(delayMs),
    runtime: { apiUrl: '/api', remotes: REMOTES },
    manifestTtlMs: 0,
    manifestTimeoutMs: 500,
    fetchImpl: fakeFetch({ answers: manifests }).impl,
  });
  const renderDocument = renderer.document;
  const renderPage = Object.assign(renderer, {
    document: async (request: Parameters<typeof renderDocument>[0]) => {
      const document = await renderDocument(request);
      const status = statusOf?.(request.pathname);
      return document && status ? { ...document, status } : document;
    },
  });
  const cache = createPageCache({ ttlMs, staleMs: 60_000, maxBytes: 8 * 1024 * 1024 });
  const page = createPageHandler({
    renderPage,
    cache,
    maxConcurrent,
    ttlMs,
    staleMs: 60_000,
    headers: { 'X-Content-Type-Options': 'nosniff' },
    files: (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.statusCode = 404;
      res.end();
    },
    isPage: isPagePath,
  });
  const server = http.createServer((req, res) => void page(req, res, req.url!.split('?')[0]!));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + url, {
      headers: { 'accept-encoding': 'identity', ...headers },
    });
    return { response, html: await response.text(), state: response.headers.get('x-page-cache') };
  };
  return { get, cache, close: () => new Promise((resolve) => server.close(resolve)) };
}

let open: Awaited<ReturnType<typeof serve>> | undefined;
const start = async (options: Options = {}) => (open = await serve(options));
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('pages from the page cache', () => {
  it('renders a page once, then answers it from memory with shared-cache headers', async () => {
    const { get } = await start();
    const first = await get('/products?sort=price');
    expect(first.state).toBe('miss');
    const second = await get('/products?sort=price');
    expect(second.state).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
    );
    expect(second.response.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(second.response.headers.get('x-content-type-options')).toBe('nosniff');
    // Another query is another page.
    expect((await get('/products?sort=name')).state).toBe('miss');
  });

  it('sends the page in Brotli to a browser that accepts it, gzip or plain to others', async () => {
    const { get } = await start();
    const plain = await get('/');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', null],
    ] as const) {
      const page = await get('/', { 'accept-encoding': acceptEncoding });
      expect([acceptEncoding, page.response.headers.get('content-encoding')]).toEqual([
        acceptEncoding,
        encoding,
      ]);
      expect(page.html).toBe(plain.html);
    }
  });

  const signedIn = { cookie: 'shop_session=1' };
  /** A page's cache state and status, again from the cache, and once the browser has it. */
  const statusesOf =
    (get: Awaited<ReturnType<typeof serve>>['get']) =>
    async (path: string, headers: Record<string, string> = {}) => {
      const first = await get(path, headers);
      const again = await get(path, headers);
      const known = await get(path, {
        ...headers,
        'if-none-match': first.response.headers.get('etag')!,
      });
      return [
        first.state,
        first.response.status,
        again.state,
        again.response.status,
        known.response.status,
      ];
    };

  it('answers the 404 page with its status: a path no page has, a signed-in page to a visitor without a session', async () => {
    const { get } = await start();
    const statuses = statusesOf(get);
    expect(await statuses('/nowhere')).toEqual(['miss', 404, 'hit', 404, 404]);
    expect(await statuses('/nowhere', signedIn)).toEqual(['miss', 404, 'hit', 404, 404]);
    expect(await statuses('/cart')).toEqual(['miss', 404, 'hit', 404, 404]);
    expect(await statuses('/cart', signedIn)).toEqual(['miss', 200, 'hit', 200, 304]);
    expect(await statuses('/')).toEqual(['miss', 200, 'hit', 200, 304]);
    expect(await statuses('/product/7', signedIn)).toEqual(['miss', 200, 'hit', 200, 304]);
    expect(await statuses('/admin/dashboard', signedIn)).toEqual(['miss', 200, 'hit', 200, 304]);
    expect((await get('/nowhere')).html).toContain('<main>');
  });

  it('answers a page with the status its module tells from its data (a product no one sells), cached with it', async () => {
    const { get } = await start({
      statusOf: (pathname) => (pathname === '/product/999' ? 404 : undefined),
    });
    const statuses = statusesOf(get);
    expect(await statuses('/product/999', signedIn)).toEqual(['miss', 404, 'hit', 404, 404]);
    expect(await statuses('/product/7', signedIn)).toEqual(['miss', 200, 'hit', 200, 304]);
    expect((await get('/product/999', signedIn)).html).toContain('<main>');
  });

  it('answers 304 to a browser or proxy that has the page already', async () => {
    const { get } = await start();
    const { response } = await get('/');
    const again = await get('/', { 'if-none-match': response.headers.get('etag')! });
    expect(again.response.status).toBe(304);
    expect(again.html).toBe('');
  });

  it('renders a page for each language, theme and signed-in hint, never one for another', async () => {
    const { get } = await start();
    const english = await get('/');
    const spanish = await get('/', { cookie: 'shop_lang=es' });
    const dark = await get('/', { 'accept-language': 'pt-BR', cookie: 'shop_theme=dark' });
    const signedIn = await get('/', { cookie: 'shop_session=1' });
    expect([english, spanish, dark, signedIn].map((p) => p.state)).toEqual(Array(4).fill('miss'));
    expect(spanish.html).toContain('<html lang="es" data-theme="light">');
    expect(dark.html).toContain('<html lang="pt" data-theme="dark">');
    expect(signedIn.html).toContain('"signedIn":true');
    expect((await get('/', { cookie: 'shop_lang=es' })).html).toBe(spanish.html);
  });

  it('holds nothing of a signed-in shopper: a stranger is answered the same page', async () => {
    const { get } = await start();
    const secret = 'eyJhbGciOi.shopper-token.signature';
    const shopper = await get('/checkout', {
      cookie: `shop_session=1; token=${secret}; shop_email=alice%40example.com; cart=3`,
      authorization: `Bearer ${secret}`,
      'x-forwarded-for': '198.51.100.7',
    });
    expect(shopper.html).not.toMatch(/shopper-token|alice|198\.51\.100\.7|cart=3/);
    const stranger = await get('/checkout', { cookie: 'shop_session=1' });
    expect(stranger.state).toBe('hit');
    expect(stranger.html).toBe(shopper.html);
  });

  it('renders anew after a remote deploys (its build is part of the key)', async () => {
    const manifests: Record<string, unknown> = {};
    const { get } = await start({ manifests });
    expect((await get('/products', { cookie: 'shop_session=1' })).state).toBe('miss');
    expect((await get('/products', { cookie: 'shop_session=1' })).state).toBe('hit');
    const catalogue = MANIFESTS[REMOTES.mfe_catalog] as { metaData: object };
    manifests[REMOTES.mfe_catalog] = {
      ...catalogue,
      metaData: { ...catalogue.metaData, buildInfo: { buildVersion: 'deployed-2' } },
    };
    expect((await get('/products', { cookie: 'shop_session=1' })).state).toBe('miss');
    // A page that does not load the catalogue keeps its copy.
    expect((await get('/login')).state).toBe('miss');
    expect((await get('/login')).state).toBe('hit');
  });

  it('sends a page out at once without its server render past the bound, and keeps none such', async () => {
    const { get } = await start({ delayMs: 400, maxConcurrent: 2 });
    const pages = await Promise.all(['/a', '/b', '/c', '/d', '/e'].map((p) => get(p)));
    const bare = pages.filter((p) => p.state === 'bypass');
    expect(bare).toHaveLength(3);
    for (const page of bare) {
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html).toContain('id="shop-config"');
      expect(page.response.headers.get('cache-control')).toBe('no-store');
    }
    expect(pages.filter((p) => p.state === 'miss').map((p) => p.html)).toEqual([
      expect.stringContaining('<main>'),
      expect.stringContaining('<main>'),
    ]);
    const again = await Promise.all(['/a', '/b', '/c', '/d', '/e'].map((p) => get(p)));
    expect(again.filter((p) => p.state === 'hit')).toHaveLength(2);
  });

  it('renders every time with the cache off', async () => {
    const { get } = await start({ ttlMs: 0 });
    await get('/');
    const again = await get('/');
    expect(again.state).toBe('off');
    expect(again.response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('staff changes heard through Redis', () => {
  it('forget the cached pages when a change is published, and when the subscription connects', async () => {
    const prefix = `test:${Date.now()}:`;
    const heard: number[] = [];
    const close = subscribeToContentChanges({
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      keyPrefix: prefix,
      onChange: () => heard.push(Date.now()),
    });
    const publisher = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      const until = async (n: number) => {
        for (let i = 0; i < 100 && heard.length < n; i += 1)
          await new Promise((resolve) => setTimeout(resolve, 20));
      };
      // Once on connecting: whatever was published while away was missed.
      await until(1);
      expect(heard).toHaveLength(1);
      for (let i = 0; i < 50; i += 1) {
        if ((await publisher.publish(`${prefix}${CONTENT_CHANGED_CHANNEL}`, 'x')) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await until(2);
      expect(heard).toHaveLength(2);
      await publisher.publish(`other:${CONTENT_CHANGED_CHANNEL}`, 'x');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toHaveLength(2);
    } finally {
      publisher.disconnect();
      await close();
    }
  });
});
