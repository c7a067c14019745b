/**
 * @jest-environment node
 */
import { AFTER_PAINT_ELEMENT_ID, createPageRenderer, inlineJson } from '../page';
import { createManifestCache } from '../preloads';
import type { ImageRequest } from '../render';
import { modulesForPath } from '../../src/app/routes';
import { dist, fakeFetch, manifestOf, REMOTES } from './support/test-dist';

const runtime = { apiUrl: '/api', remotes: REMOTES };
/** The hint cookie of a returning shopper's browser. */
const SIGNED_IN = 'shop_session=1';

/** The page renderer over a test dist and the fake manifests, with what a test changes. */
const renderer = (options: Partial<Parameters<typeof createPageRenderer>[0]> = {}) =>
  createPageRenderer({
    dist: dist(),
    runtime,
    manifestTtlMs: 5000,
    manifestTimeoutMs: 500,
    fetchImpl: fakeFetch().impl,
    ...options,
  });

describe('the page the shell server answers', () => {
  it('inlines the runtime config as a data block, never as a script that runs', async () => {
    const render = renderer();
    const html = (await render({ pathname: '/' }))!;
    const block = /<script type="application\/json" id="shop-config">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual(runtime);
    // Every <script> is either a data block or has a src: the CSP runs no inline script.
    for (const tag of html.match(/<script[^>]*>/g) ?? [])
      expect(tag).toMatch(/type="application\/json"|src=/);
    expect(html).not.toContain('href="/config.json"');
  });

  it('escapes what could end the data block early', () => {
    expect(inlineJson({ a: '</script><!--' })).not.toMatch(/<|>/);
    expect(JSON.parse(inlineJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it("preloads the shell's boot files and exactly the route's remote entries and exposed files", async () => {
    const render = renderer();
    const html = (await render({ pathname: '/products', cookieHeader: SIGNED_IN }))!;
    expect(html).toContain('<link rel="stylesheet" href="/822.boot.css">');
    expect(html).toContain('<link rel="preload" href="/822.boot.js" as="script">');
    expect(html).toContain('<link rel="preload" href="/121.react.js" as="script">');
    expect(html).toContain(
      '<link rel="preload" href="http://catalog.test/v2/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(html).toContain('href="http://catalog.test/v2/remoteEntry.js" as="script"');
    expect(html).toContain('href="http://catalog.test/v2/expose_ProductsPage.c.js" as="script"');
    expect(html).toContain('href="http://catalog.test/v2/ProductsPage.css" as="style"');
    expect(html).toContain('href="http://cart.test/expose_CartWidget.e.js" as="script"');
    // Never another page's module, nor the category tree behind its header button.
    expect(html).not.toContain('expose_Category');
    expect(html).not.toContain('expose_HomePage');
    expect(html.match(/catalog\.test\/v2\/606\.a\.js/g)).toHaveLength(1);
  });

  it('fetches the code of a page whose content is in the HTML only after its first paint', async () => {
    const render = renderer({
      render: async () => ({ markup: '<main><h1>First paint</h1></main>', largestImage: null }),
    });
    // A page of the shell's own (the 404 page): its content is all in the HTML.
    const html = (await render({ pathname: '/nowhere', cookieHeader: SIGNED_IN }))!;
    expect(html).toContain('<main><h1>First paint</h1></main>');
    // The styles the paint needs stay in the head; no script is fetched or run before it.
    expect(html).toContain('<link rel="stylesheet" href="/822.boot.css">');
    expect(html).not.toMatch(/<link[^>]+as="script"/);
    expect(html).not.toContain('<script defer');
    const block = new RegExp(
      `<script type="application/json" id="${AFTER_PAINT_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html);
    const plan = JSON.parse(block![1]!) as {
      preload: Array<{ href: string; as: string; crossorigin?: boolean }>;
      scripts: string[];
    };
    // The shell's chunk files run in order before its entry, which then finds them installed; a
    // remote's files are only fetched ahead, for its runtime to run when the shell's has started.
    expect(plan.scripts).toEqual(expect.arrayContaining(['/822.boot.js', '/121.react.js']));
    expect(plan.scripts.at(-1)).toBe('/main.1.js');
    expect(plan.scripts.every((href) => href.startsWith('/'))).toBe(true);
    expect(plan.preload).toEqual([
      { href: 'http://cart.test/mf-manifest.json', as: 'fetch', crossorigin: true },
      { href: 'http://cart.test/remoteEntry.js', as: 'script' },
      { href: 'http://cart.test/expose_CartWidget.e.js', as: 'script' },
    ]);
    // The category tree is behind its header button: nothing of the catalogue on this page.
    const hrefs = [...plan.preload.map((file) => file.href), ...plan.scripts];
    expect(hrefs.filter((href) => href.includes('catalog.test'))).toEqual([]);
    expect(hrefs.some((href) => href.endsWith('.css'))).toBe(false);
    expect(new Set(hrefs).size).toBe(hrefs.length);

    // A remote's page the server did not render needs its code to show anything: at once.
    const listing = (await render({ pathname: '/products', cookieHeader: SIGNED_IN }))!;
    expect(listing).toContain('<main><h1>First paint</h1></main>');
    expect(listing).not.toContain(AFTER_PAINT_ELEMENT_ID);
    expect(listing).toContain('<script defer src="/main.1.js"></script>');
    expect(listing).toContain(
      '<link rel="preload" href="http://catalog.test/v2/expose_ProductsPage.c.js" as="script">',
    );
  });

  it('reads whether a visitor is signed in from the hint cookie alone, on every page', async () => {
    const render = renderer({
      render: async ({ signedIn }) => ({
        markup: `<p>signed in: ${signedIn}</p>`,
        largestImage: null,
      }),
    });
    expect(await render({ pathname: '/' })).toContain('<p>signed in: false</p>');
    expect(await render({ pathname: '/', cookieHeader: SIGNED_IN })).toContain(
      '<p>signed in: true</p>',
    );
    // A page only a signed-in visitor has is, without the cookie, the page a visitor without a
    // token sees there (the 404 page), never that page made for a signed-in one.
    expect(await render({ pathname: '/product/34' })).toContain('<p>signed in: false</p>');
    expect(await render({ pathname: '/product/34', cookieHeader: SIGNED_IN })).toContain(
      '<p>signed in: true</p>',
    );
    expect(modulesForPath('/product/34', true)).toEqual([
      'mfe_catalog/ProductPage',
      'mfe_cart_checkout/CartWidget',
    ]);
    // A signed-in visit to a page of another remote needs nothing of the catalogue.
    expect(modulesForPath('/cart', true)).toEqual([
      'mfe_cart_checkout/CartPage',
      'mfe_cart_checkout/CartWidget',
    ]);
    expect(modulesForPath('/nowhere', false)).toEqual(['mfe_cart_checkout/CartWidget']);
  });

  it("still answers the page, without that remote's preloads, when a remote is down", async () => {
    const render = renderer({ fetchImpl: fakeFetch({ down: [REMOTES.mfe_catalog] }).impl });
    const html = (await render({ pathname: '/products', cookieHeader: SIGNED_IN }))!;
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain(
      'remoteEntry.js" as="script"><link rel="preload" href="http://catalog',
    );
    expect(html).not.toContain('http://catalog.test/v2/remoteEntry.js');
    expect(html).toContain('http://cart.test/remoteEntry.js');
  });
});

describe("the page's title, as its module names it", () => {
  /** A catalogue whose product page names its title with `title`; the render records it. */
  function withTitle(title: () => string | undefined) {
    const { impl } = fakeFetch({
      answers: {
        'http://catalog.test/v2/server/mf-manifest.json': manifestOf('mfe_catalog', {
          ProductPage: [],
        }),
      },
    });
    const titles: Array<string | undefined> = [];
    const render = renderer({
      apiUpstream: 'http://api.test/api',
      fetchImpl: impl,
      loadServerPage: async () => ({
        default: () => null,
        load: async () => ({ product: { title: 'Kite' } }),
        title,
      }),
      render: async (input) => {
        titles.push(input.page?.title);
        return { markup: '<main>page</main>', largestImage: null };
      },
    });
    const dataBlock = async () => {
      const html = (await render({ pathname: '/product/34', cookieHeader: SIGNED_IN }))!;
      return JSON.parse(/id="shop-page-data">([^<]*)<\/script>/.exec(html)![1]!) as {
        data: unknown;
        title?: string;
      };
    };
    return { dataBlock, titles };
  }

  it('reaches the render and the browser with the page', async () => {
    const { dataBlock, titles } = withTitle(() => 'Kite');
    expect(await dataBlock()).toEqual({
      module: 'mfe_catalog/ProductPage',
      data: { product: { title: 'Kite' } },
      title: 'Kite',
    });
    expect(titles).toEqual(['Kite']);
  });

  it('that throws, or names none, leaves the banner its own and the page rendered', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const title of [
        () => {
          throw new Error('no title');
        },
        () => undefined,
        () => '',
      ]) {
        const { dataBlock, titles } = withTitle(title);
        const block = await dataBlock();
        expect(block.data).toEqual({ product: { title: 'Kite' } });
        expect(block).not.toHaveProperty('title');
        expect(titles).toEqual([undefined]);
      }
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });
});

describe("the page's status, as its module tells it", () => {
  /** The document of a product page whose module tells its status with `status`. */
  async function documentWith(status: () => unknown) {
    const { impl } = fakeFetch({
      answers: {
        'http://catalog.test/v2/server/mf-manifest.json': manifestOf('mfe_catalog', {
          ProductPage: [],
        }),
      },
    });
    const render = renderer({
      apiUpstream: 'http://api.test/api',
      fetchImpl: impl,
      loadServerPage: async () => ({
        default: () => null,
        load: async () => ({ product: null }),
        status: status as () => number | undefined,
      }),
      render: async () => ({ markup: '<main>page</main>', largestImage: null }),
    });
    return (await render.document({ pathname: '/product/34', cookieHeader: SIGNED_IN }))!;
  }

  it("is the document's when it is a 4xx", async () => {
    const page = await documentWith(() => 404);
    expect(page.status).toBe(404);
    expect(page.html).toContain('<main>page</main>');
  });

  it('that is no 4xx, or throws, leaves the page a 200, rendered all the same', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const status of [
        () => 500,
        () => 200,
        () => 404.5,
        () => '404',
        () => undefined,
        () => {
          throw new Error('no status');
        },
      ]) {
        const page = await documentWith(status);
        expect(page).not.toHaveProperty('status');
        expect(page.html).toContain('<main>page</main>');
        expect(page.complete).toBe(true);
      }
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });
});

describe("the page's largest image", () => {
  const API = 'http://api.test/api';
  /** A catalogue whose server build has the product page; its loader records each call. */
  function withProductPage(largestImage: ImageRequest | null) {
    const loads: string[] = [];
    const { impl, calls } = fakeFetch({
      answers: {
        'http://catalog.test/v2/server/mf-manifest.json': manifestOf('mfe_catalog', {
          ProductPage: [],
        }),
      },
    });
    const render = renderer({
      apiUpstream: API,
      fetchImpl: impl,
      loadServerPage: async () => ({
        default: () => null,
        load: async ({ url }) => {
          loads.push(url);
          return {};
        },
      }),
      render: async (input) => ({
        markup: '<main>page</main>',
        largestImage: input.page ? largestImage : null,
      }),
    });
    return { render, loads, calls };
  }

  it('is the one the render names, preloaded first at high priority, and costs no API call', async () => {
    const { render, loads, calls } = withProductPage({
      src: 'http://api.test/api/images/34-0.svg',
    });
    const html = (await render({ pathname: '/product/34', cookieHeader: SIGNED_IN }))!;
    expect(html).toContain(
      '<head><title>Bitshop</title><script type="application/json" id="shop-config">',
    );
    expect(html).toMatch(
      /id="shop-page-data">[^<]*<\/script><link rel="preload" href="http:\/\/api.test\/api\/images\/34-0.svg" as="image" fetchpriority="high">/,
    );
    // The page's own loader is the only one to ask the API, once.
    expect(loads).toEqual(['/product/34']);
    expect(calls.filter((c) => c.startsWith(API))).toEqual([]);
  });

  it('is preloaded as the element asks for it: the copy for the screen, from its srcset and sizes', async () => {
    const { render } = withProductPage({
      src: '/api/images/34-0.svg',
      srcset: '/api/images/34-0-160w.webp 160w, /api/images/34-0-640w.webp 640w',
      sizes: '(max-width: 900px) calc(100vw - 32px), 564px',
    });
    expect(await render({ pathname: '/product/34', cookieHeader: SIGNED_IN })).toContain(
      '<link rel="preload" href="/api/images/34-0.svg" as="image" imagesrcset="/api/images/34-0-160w.webp 160w, /api/images/34-0-640w.webp 640w" imagesizes="(max-width: 900px) calc(100vw - 32px), 564px" fetchpriority="high">',
    );
  });

  it('is never a script or a data URL, in its src or any of its copies', async () => {
    const { render } = withProductPage({
      src: '/api/images/34-0.svg',
      srcset: '/api/images/34-0-160w.webp 160w, javascript:alert(1) 640w',
    });
    expect(await render({ pathname: '/product/34', cookieHeader: SIGNED_IN })).toContain(
      '<link rel="preload" href="/api/images/34-0.svg" as="image" fetchpriority="high">',
    );
    const { render: scripted } = withProductPage({ src: 'javascript:alert(1)' });
    expect(await scripted({ pathname: '/product/34', cookieHeader: SIGNED_IN })).not.toContain(
      'as="image"',
    );
  });

  it('is left out when the render names none', async () => {
    const { render } = withProductPage(null);
    expect(await render({ pathname: '/product/34', cookieHeader: SIGNED_IN })).not.toContain(
      'as="image"',
    );
    expect(await render({ pathname: '/about' })).not.toContain('as="image"');
  });
});

describe('the manifest cache', () => {
  it('fetches a manifest once per TTL, so a redeployed remote is picked up after it', async () => {
    let now = 0;
    const { impl, calls } = fakeFetch();
    const manifest = createManifestCache({
      ttlMs: 1000,
      timeoutMs: 500,
      fetchImpl: impl,
      now: () => now,
    });
    await manifest(REMOTES.mfe_catalog);
    now = 999;
    await manifest(REMOTES.mfe_catalog);
    expect(calls).toHaveLength(1);
    now = 1000;
    await manifest(REMOTES.mfe_catalog);
    expect(calls).toHaveLength(2);
  });

  it('gives up on a manifest that takes longer than the timeout', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as unknown as typeof fetch;
    const manifest = createManifestCache({ ttlMs: 1000, timeoutMs: 50, fetchImpl: hanging });
    await expect(manifest(REMOTES.mfe_catalog)).resolves.toBeNull();
  });
});
