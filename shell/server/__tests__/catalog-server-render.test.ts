/**
 * @jest-environment node
 */
/**
 * The catalogue's pages rendered by the shell's server: the real server builds (the shell's
 * server render as rspack.server.cjs bundles it, and the catalogue's dist/server/, built here
 * into a temporary folder),
 * the catalogue's server build loaded over HTTP through the federation runtime on Node, and its
 * data from an API. A catalogue whose server build is down, slow or broken costs the page only
 * its content: the layout is answered, at once.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { categoryQuery, toQueryString, type Product } from '@shop/contracts';
import { PAGE_DATA_ELEMENT_ID } from '../../src/lib/federation/served-page';
import { createPageRenderer } from '../page';

jest.setTimeout(240_000);

const ROOT = path.join(__dirname, '..', '..', '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'shell-catalog-ssr-'));
const shellDist = path.join(work, 'shell');
const shellServerBuild = path.join(work, 'shell-server-build');
const catalogDist = path.join(work, 'catalog');

/**
 * Builds one of an app's production configs (by name, or its only one) into a folder, in a
 * process of its own, as the app's build would.
 */
const BUILD = `
const { rspack } = require('@rspack/core');
const [file, name, out, entry] = process.argv.slice(1);
const configs = [].concat(require(file)({}, { mode: 'production' }));
const config = configs.find((c) => !name || c.name === name);
rspack({ ...config, ...(entry ? { entry } : {}), dependencies: undefined, output: { ...config.output, path: out } }).run((error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString({ all: false, errors: true }));
    process.exit(1);
  }
});
`;

function build(config: string, name: string, out: string, entry = '') {
  execFileSync(process.execPath, ['-e', BUILD, path.join(ROOT, config), name, out, entry], {
    cwd: ROOT,
    stdio: 'pipe',
  });
}

/** The production server builds, written into the temporary folder. */
async function buildServers() {
  build('mfe-catalog/rspack.config.cjs', 'server', path.join(catalogDist, 'server'));
  build(
    'shell/rspack.server.cjs',
    '',
    shellServerBuild,
    path.join(__dirname, 'support/server-render.ts'),
  );
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(
    path.join(shellDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Bitshop</title><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(shellDist, 'boot-assets.json'), JSON.stringify({ js: [], css: [] }));
  writeFileSync(path.join(shellDist, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
}

const product = (id: number, title: string, price: number, categoryId = 7): Product => ({
  id,
  title,
  description: `${title}, made to last.`,
  type: 'toys',
  vendor: 'Northwind',
  images: [{ image_url: `/api/images/p${id}-0.svg`, image_index: 0 }],
  imageUrl: `/api/images/p${id}-0.svg`,
  imageHoverUrl: '',
  newPrice: price,
  oldPrice: price,
  offer: false,
  onSale: false,
  newProduct: false,
  new: false,
  discount: false,
  discountOff: 0,
  isDiscount: false,
  stock: 5,
  unit: 'piece',
  categories: [{ id: categoryId, title: 'Toys' }],
  createdAt: '2026-01-01T00:00:00.000Z',
});

const BOARD_GAME = product(34, 'Eco Olive Board Game', 158.9);
const PUZZLE = product(238, 'Compact Sand Puzzle', 32.99);
const KITE = product(51, 'Breezy Red Kite', 12.5);
const TREE = [{ item: { id: 7, title: 'Toys' }, children: [] }];

/** What the catalogue's server and the API answer; `catalog` is switched by each test. */
let catalog: 'up' | 'down' | 'slow' | 'broken' = 'up';
let apiCalls: string[] = [];

function answer(res: http.ServerResponse, body: unknown, type = 'application/json') {
  res.writeHead(200, { 'Content-Type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/')) {
    apiCalls.push(url.pathname + url.search);
    const route = url.pathname.slice('/api/'.length);
    if (route === 'product/34') return answer(res, BOARD_GAME);
    // As the API answers an id no product has, a path that is no id, and a failure.
    const refusal = { 'product/99': 404, 'product/abc': 400, 'product/98': 503 }[route];
    if (refusal) {
      res.writeHead(refusal, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ statusCode: refusal, error: 'Refused', message: 'Product not found' }),
      );
      return;
    }
    if (route === 'products')
      return answer(res, {
        products: [BOARD_GAME, KITE],
        total: 2,
        totalPages: 1,
        pageSize: 12,
        pageNumber: 1,
      });
    if (route === 'related-products') return answer(res, { products: [BOARD_GAME, PUZZLE] });
    if (['recent-products', 'popular-products', 'best-selling-products'].includes(route))
      return answer(res, { products: [KITE, PUZZLE] });
    if (route === 'categories-containing-products') return answer(res, TREE);
    res.writeHead(404).end();
    return;
  }
  if (url.pathname.startsWith('/catalog/')) {
    if (catalog === 'down') return void res.destroy();
    if (catalog === 'slow') return; // never answers; closed with the server
    const file = url.pathname.slice('/catalog/'.length);
    // The browser build's manifest: its entry and each page's styles (the files are not fetched).
    if (file === 'mf-manifest.json')
      return answer(res, {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
        exposes: ['HomePage', 'ProductsPage', 'ProductPage'].map((name) => ({
          name,
          path: `./${name}`,
          assets: {
            css: { sync: [`__federation_expose_${name}.1a2b3c4d.css`], async: [] },
            js: { sync: [], async: [] },
          },
        })),
      });
    if (file === 'server/mf-manifest.json') {
      const manifest = JSON.parse(
        readFileSync(path.join(catalogDist, 'server/mf-manifest.json'), 'utf8'),
      );
      // A broken release: a new build whose container throws as it loads.
      if (catalog === 'broken') manifest.metaData.buildHash = 'broken-release';
      return answer(res, manifest);
    }
    if (file === 'server/remoteEntry.js') {
      if (url.searchParams.get('v') === 'broken-release')
        return answer(res, 'throw new Error("a broken release");', 'text/javascript');
      return answer(
        res,
        readFileSync(path.join(catalogDist, 'server/remoteEntry.js'), 'utf8'),
        'text/javascript',
      );
    }
  }
  res.writeHead(404).end();
});

let base = '';

beforeAll(async () => {
  await buildServers();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  catalog = 'up';
  apiCalls = [];
});

function renderer(manifestTtlMs = 5000) {
  const serverRender = require(path.join(shellServerBuild, 'server.cjs')) as Pick<
    Parameters<typeof createPageRenderer>[0],
    'render' | 'loadServerPage'
  >;
  return createPageRenderer({
    dist: shellDist,
    render: serverRender.render,
    loadServerPage: serverRender.loadServerPage,
    runtime: {
      apiUrl: '/api',
      remotes: {
        mfe_catalog: `${base}/catalog/mf-manifest.json`,
        mfe_cart_checkout: `${base}/cart/mf-manifest.json`,
        mfe_account: `${base}/account/mf-manifest.json`,
        mfe_admin: `${base}/admin/mf-manifest.json`,
      },
    },
    apiUpstream: `${base}/api`,
    manifestTtlMs,
    manifestTimeoutMs: 1500,
  });
}

const SIGNED_IN = 'shop_session=1';

/** The page once the catalogue's server build is loaded (the first page may go without it). */
async function warm(render: ReturnType<typeof renderer>, pathname: string, cookieHeader?: string) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const html = (await render({ pathname, cookieHeader }))!;
    if (html.includes(PAGE_DATA_ELEMENT_ID)) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${pathname} was never rendered with the catalogue's page`);
}

function pageData(html: string) {
  const block = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return block
    ? (JSON.parse(block[1]!) as { module: string; data: Record<string, unknown>; title?: string })
    : null;
}

const main = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

describe("the catalogue's pages rendered by the shell's server", () => {
  it("carries a product's page — its title, price and related products — with its data", async () => {
    const html = await warm(renderer(), '/product/34', SIGNED_IN);
    const content = main(html);
    expect(content).toContain('<h2 class="catalog-summary__title">Eco Olive Board Game</h2>');
    expect(content).toContain('158.90');
    expect(content).toContain('Compact Sand Puzzle');
    // The largest image: high priority in the markup, and preloaded first in the head.
    expect(content).toMatch(/<img src="\/api\/images\/p34-0.svg"[^>]*fetchPriority="high"/i);
    expect(html).toContain(
      '<link rel="preload" href="/api/images/p34-0.svg" as="image" fetchpriority="high">',
    );
    // The data the page was rendered with, for the browser's SWR cache (a data block, never run).
    const data = pageData(html)!;
    expect(data.module).toBe('mfe_catalog/ProductPage');
    // Keyed by the page's language too, as the browser's hooks key them.
    expect(data.data['@"product","34","en",']).toEqual(BOARD_GAME);
    expect(data.data['@"related-products",7,34,"en",']).toEqual([PUZZLE]);
  });

  it("names the product, and a category's listing, in the title banner it serves", async () => {
    const render = renderer();
    const banner = (html: string) => /<h1 id="page-title">([^<]*)<\/h1>/.exec(html)?.[1];
    // The browser hydrates the banner with the title in the data block: the heading never
    // changes under the shopper's eyes, and a page read without its scripts names the product.
    const productPage = await warm(render, '/product/34', SIGNED_IN);
    expect(banner(productPage)).toBe('Eco Olive Board Game');
    // The tab too, as the browser's render names it.
    expect(productPage).toContain('<title>Eco Olive Board Game · Bitshop</title>');
    expect(pageData(productPage)!.title).toBe('Eco Olive Board Game');
    await warm(render, '/products', SIGNED_IN);
    const search = toQueryString(categoryQuery(7));
    const toys = (await render({ pathname: '/products', search, cookieHeader: SIGNED_IN }))!;
    expect(banner(toys)).toBe('Toys');
    expect(toys).toContain('<title>Toys · Bitshop</title>');
    expect(pageData(toys)!.title).toBe('Toys');
    // No category, or one the tree does not know: the shell's own title, and none handed on.
    const all = (await render({ pathname: '/products', cookieHeader: SIGNED_IN }))!;
    expect(banner(all)).toBe('All Products');
    expect(all).toContain('<title>All Products · Bitshop</title>');
    expect(pageData(all)!.title).toBeUndefined();
    const unknown = toQueryString(categoryQuery(99));
    const other = (await render({
      pathname: '/products',
      search: unknown,
      cookieHeader: SIGNED_IN,
    }))!;
    expect(banner(other)).toBe('All Products');
    expect(pageData(other)!.title).toBeUndefined();
  });

  it("asks the API once for a product's page: the largest image comes from the render", async () => {
    const render = renderer();
    await warm(render, '/product/34', SIGNED_IN);
    apiCalls = [];
    const html = (await render({ pathname: '/product/34', cookieHeader: SIGNED_IN }))!;
    expect(html).toContain('<link rel="preload" href="/api/images/p34-0.svg" as="image"');
    expect(apiCalls.filter((call) => call.startsWith('/api/product/'))).toEqual([
      '/api/product/34?lang=en',
    ]);
  });

  it('answers a product no one sells as a missing page: 404, saying so from the first paint', async () => {
    const render = renderer();
    await warm(render, '/product/34', SIGNED_IN);
    for (const id of ['99', 'abc']) {
      apiCalls = [];
      const page = (await render.document({
        pathname: `/product/${id}`,
        cookieHeader: SIGNED_IN,
      }))!;
      expect(page.status).toBe(404);
      expect(main(page.html)).toContain('This product does not exist or is no longer sold.');
      // The browser starts from the same answer, and the API was asked once.
      expect(pageData(page.html)!.data).toEqual({ [`@"product","${id}","en",`]: null });
      expect(apiCalls).toEqual([`/api/product/${id}?lang=en`]);
    }
    // A product the API fails to answer is no missing page: the browser asks again.
    const failing = (await render.document({ pathname: '/product/98', cookieHeader: SIGNED_IN }))!;
    expect(failing.status).toBeUndefined();
    expect(pageData(failing.html)!.data).toEqual({});
    expect(main(failing.html)).not.toContain('This product does not exist');
    const found = (await render.document({ pathname: '/product/34', cookieHeader: SIGNED_IN }))!;
    expect(found.status).toBeUndefined();
  });

  it('carries the listing, its products and prices', async () => {
    const html = await warm(renderer(), '/products', SIGNED_IN);
    const content = main(html);
    expect(content).toContain('Eco Olive Board Game');
    expect(content).toContain('Breezy Red Kite');
    expect(content).toContain('12.50');
    expect(pageData(html)!.module).toBe('mfe_catalog/ProductsPage');
    expect(apiCalls).toContain('/api/products?lang=en');
    // It paints with the catalogue's own styles, applied from the start (not only preloaded):
    // markup that waited for its styles would move when they came.
    expect(html).toMatch(
      /<link rel="stylesheet" href="[^"]+\/__federation_expose_ProductsPage\.[0-9a-f]+\.css">/,
    );
  });

  it("carries the page in the visitor's language, the catalogue's own texts too", async () => {
    const render = renderer();
    await warm(render, '/products', SIGNED_IN);
    // The catalogue ships only English with its code: Spanish is loaded for this page.
    const spanish = main(
      (await render({ pathname: '/products', cookieHeader: `${SIGNED_IN}; shop_lang=es` }))!,
    );
    expect(spanish).toContain('Ordenar por');
    expect(spanish).not.toContain('Sort by');
    const english = main((await render({ pathname: '/products', cookieHeader: SIGNED_IN }))!);
    expect(english).toContain('Sort by');
  });

  it("carries a signed-in visitor's home with its carousels, and a visitor's home without calls", async () => {
    const render = renderer();
    const signedIn = main(await warm(render, '/', SIGNED_IN));
    expect(signedIn).toContain('Breezy Red Kite');
    expect(signedIn).toContain('Compact Sand Puzzle');
    expect(signedIn).toContain('catalog-home');

    apiCalls = [];
    const visitor = await warm(render, '/');
    expect(main(visitor)).toContain('catalog-home');
    expect(main(visitor)).not.toContain('Breezy Red Kite');
    expect(pageData(visitor)!.data).toEqual({});
    expect(apiCalls.filter((call) => !call.includes('/product'))).toEqual([]);
  });

  it('renders nothing of the catalogue for a page that is not its own', async () => {
    const render = renderer();
    await warm(render, '/products', SIGNED_IN);
    const html = (await render({ pathname: '/login' }))!;
    expect(html).not.toContain(PAGE_DATA_ELEMENT_ID);
    expect(html).not.toContain('catalog-');
  });

  describe.each([
    ['down', 'down' as const],
    ['slow', 'slow' as const],
    ['throwing as its build loads', 'broken' as const],
  ])('with the catalogue %s', (_name, state) => {
    it('answers the layout only, at once, never an error', async () => {
      const render = renderer(0);
      await warm(render, '/product/34', SIGNED_IN);
      catalog = state;
      const started = Date.now();
      const html = (await render({ pathname: '/product/34', cookieHeader: SIGNED_IN }))!;
      // Within the manifest timeout (1.5 s here), with room for a busy machine.
      expect(Date.now() - started).toBeLessThan(3000);
      expect(html).toContain('<header');
      expect(html).toContain('id="page-title"');
      expect(html).not.toContain(PAGE_DATA_ELEMENT_ID);
      expect(main(html)).not.toContain('Eco Olive Board Game');
      // The page's place holds its loading state, for the browser to fill.
      expect(main(html)).toContain('role="status"');
    });
  });

  it('answers the layout only when the page itself throws as it renders', async () => {
    const render = renderer(0);
    await warm(render, '/product/34', SIGNED_IN);
    const broken = { ...BOARD_GAME, images: 'not a list' };
    const original = server.listeners('request')[0] as http.RequestListener;
    server.removeAllListeners('request');
    server.on('request', (req, res) =>
      new URL(req.url ?? '/', 'http://localhost').pathname === '/api/product/34'
        ? answer(res, broken)
        : original(req, res),
    );
    try {
      const html = (await render({ pathname: '/product/34', cookieHeader: SIGNED_IN }))!;
      expect(html).toContain('id="page-title"');
      expect(main(html)).not.toContain('Eco Olive Board Game');
    } finally {
      server.removeAllListeners('request');
      server.on('request', original);
    }
  });
});
