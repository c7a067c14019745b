import type { ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { closedPortUrl, startShell, stop } from '../support/processes';
import { API_URL, FIRST_PAINT_SHELL_PORT, PORTS, SHOP_URL, shellEnv } from '../support/stack';
import { signIn } from '../support/session';
import { addToCart, emptyCart, firstProduct } from '../support/cart';
import { text } from '../support/locales';
import { pageErrors } from '../support/page-errors';

/**
 * The shell's server answers each page with its first paint in the HTML (header, title banner,
 * footer, rendered by React on the server), the runtime config inlined and the preloads of the
 * route's files; the browser hydrates it, and a remote that is down still gives its fallback.
 */

const catalog = `http://localhost:${PORTS.mfe_catalog}`;
const cart = `http://localhost:${PORTS.mfe_cart_checkout}`;
const account = `http://localhost:${PORTS.mfe_account}`;

type Served = { served: Element | null };

/** Keeps what `selector` finds in the document as the server sent it, parsed before React runs. */
function keepServed(page: Page, selector: string) {
  return page.addInitScript(
    (s) =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as Served).served = document.querySelector(s);
      }),
    selector,
  );
}

/** Hydrated, not replaced: what `selector` finds now is the element the server sent. */
function stillServed(page: Page, selector: string) {
  return page.evaluate((s) => {
    const served = (window as unknown as Served).served;
    return served !== null && served === document.querySelector(s);
  }, selector);
}

/**
 * A signed-in visitor's page as the server sends it once the catalogue's server build is loaded
 * (the server loads it at start): its first paint in the HTML, its code listed to follow it.
 */
async function servedWithItsPaint(request: APIRequestContext, path: string) {
  let html = '';
  for (let attempt = 0; attempt < 20 && !html.includes('id="shop-after-paint"'); attempt += 1) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 500));
    html = await (
      await request.get(`${SHOP_URL}${path}`, { headers: { Cookie: 'shop_session=1' } })
    ).text();
  }
  return html;
}

/** A signed-in visitor's page with JavaScript off: what the server sent, before any script. */
async function withoutScripts(browser: Browser, visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await context.addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * A page as the server answers a signed-in visitor, once the server has loaded the remote's
 * server build that renders it (it loads them at start; the page's data block says it is in).
 */
async function rendered(request: import('@playwright/test').APIRequestContext, path: string) {
  for (let attempt = 0; ; attempt += 1) {
    const html = await (
      await request.get(`${SHOP_URL}${path}`, { headers: { Cookie: 'shop_session=1' } })
    ).text();
    if (html.includes('id="shop-page-data"') || attempt === 20) return html;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.describe('the HTML of each route', () => {
  let productPath = '/product/1';
  let productTitle = '';
  test.beforeAll(async () => {
    const { id, title } = await firstProduct();
    productPath = `/product/${id}`;
    productTitle = title;
  });

  const routes = [
    { path: '/', banner: null, remote: catalog, exposed: 'HomePage' },
    { path: '/products', banner: 'All Products', remote: catalog, exposed: 'ProductsPage' },
    // Named by the catalogue's server page: the product's own title.
    { path: 'PRODUCT', banner: 'PRODUCT', remote: catalog, exposed: 'ProductPage' },
    { path: '/cart', banner: 'Cart', remote: cart, exposed: 'CartPage' },
    { path: '/checkout', banner: 'Checkout', remote: cart, exposed: 'CheckoutPage' },
    { path: '/login', banner: 'My Account', remote: account, exposed: 'LoginPage' },
    { path: '/about', banner: 'About Us', remote: catalog, exposed: 'AboutPage' },
  ];

  test('a product no one sells is a missing page: 404, saying so from the first paint', async ({
    request,
    page,
  }) => {
    const html = await rendered(request, '/product/99999999');
    const response = await request.get(`${SHOP_URL}/product/99999999`, {
      headers: { Cookie: 'shop_session=1' },
    });
    expect(response.status()).toBe(404);
    expect(html).toContain('This product does not exist or is no longer sold.');
    // As a signed-in shopper sees it, scripts on: the page says so and links to the listing.
    await signIn(page);
    await page.context().addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
    const errors = pageErrors(page);
    expect((await page.goto(`${SHOP_URL}/product/abc`))?.status()).toBe(404);
    await expect(page.getByText('This product does not exist or is no longer sold.')).toBeVisible();
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page).toHaveURL(`${SHOP_URL}/products`);
    // Hydrated as served: no mismatch, only the browser's own line for the missing page.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  for (const route of routes) {
    test(`${route.path} carries the header, ${route.banner ? 'the banner, ' : ''}the footer and its preloads`, async ({
      request,
    }) => {
      const path = route.path === 'PRODUCT' ? productPath : route.path;
      let html = '';
      // A remote's pages once its server build is loaded (the server loads it at start).
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const response = await request.get(`${SHOP_URL}${path}`, {
          headers: { Cookie: 'shop_session=1' },
        });
        expect(response.status()).toBe(200);
        html = await response.text();
        if (route.remote === account) break;
        if (html.includes('id="shop-page-data"')) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(html).toMatch(/<header class="shell-header"[\s>]/);
      expect(html).toMatch(/<nav class="shell-nav" aria-label="Main navigation">/);
      expect(html).toMatch(/<footer/);
      if (route.banner)
        expect(/<h1 id="page-title">([^<]*)<\/h1>/.exec(html)?.[1]).toBe(
          route.banner === 'PRODUCT' ? productTitle : route.banner,
        );
      const config = /<script type="application\/json" id="shop-config">(.*?)<\/script>/.exec(html);
      expect(JSON.parse(config![1]!).apiUrl).toBe('/api');
      // A page whose content is in the HTML (the catalogue's and the cart's)
      // lists its code, fetched once the first paint is on screen: nothing of it is fetched or
      // run before. A remote page the server does not render preloads its code at once.
      const plan = /<script type="application\/json" id="shop-after-paint">(.*?)<\/script>/.exec(
        html,
      );
      const inHtml = route.remote !== account;
      expect(Boolean(plan)).toBe(inHtml);
      if (inHtml) expect(html).not.toMatch(/<link[^>]+as="script"|<script defer/);
      const listed = plan
        ? (JSON.parse(plan[1]!) as { preload: Array<{ href: string }>; scripts: string[] })
        : null;
      const files = listed
        ? [...listed.preload.map((file) => file.href), ...listed.scripts]
        : [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((m) => m[1]!);
      expect(files.some((href) => /^\/bootstrap\.[0-9a-f]+\.js$/.test(href))).toBe(true);
      // Every page has the cart widget in its header.
      expect(files).toContain(`${cart}/remoteEntry.js`);
      if (route.remote && route.exposed) {
        expect(files).toContain(`${route.remote}/remoteEntry.js`);
        expect(
          files.some((href) =>
            new RegExp(
              `^${route.remote}/__federation_expose_${route.exposed}\\.[0-9a-f]+\\.js$`,
            ).test(href),
          ),
        ).toBe(true);
      }
      // Never another page's module: neither its code nor its styles, which would hold the
      // first paint back. The styles are the page's own and the header's cart widget's.
      if (route.exposed !== 'HomePage')
        expect(html).not.toMatch(/__federation_expose_HomePage\.[0-9a-f]+\.js/);
      const styled = [
        ...html.matchAll(/<link rel="stylesheet" href="[^"]*__federation_expose_(\w+)\.[^"]*">/g),
      ].map((m) => m[1]);
      expect(styled.filter((name) => name !== route.exposed && name !== 'CartWidget')).toEqual([]);
      // No styles twice under two names (one content hash), and what the page shares with the
      // header's cart widget before its own: the cascade its imports make.
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(
        (m) => m[1]!,
      );
      const hashes = sheets.map((href) => /\.([0-9a-f]{8})\.css$/.exec(href)?.[1]);
      expect(new Set(hashes).size).toBe(hashes.length);
      const own = sheets.findIndex((href) =>
        href.includes(`__federation_expose_${route.exposed}.`),
      );
      if (route.remote === cart && own >= 0)
        expect(sheets.findIndex((href) => href.includes('/header-styles.'))).toBeLessThan(own);
    });
  }

  test('names its scripts for eager compilation: the engine compiles them as they stream in, not on the main thread when first called', async ({
    request,
  }) => {
    const html = await servedWithItsPaint(request, '/products');
    const plan = /<script type="application\/json" id="shop-after-paint">(.*?)<\/script>/.exec(
      html,
    );
    const { preload, scripts } = JSON.parse(plan![1]!) as {
      preload: Array<{ href: string; as: string }>;
      scripts: string[];
    };
    const files = [
      ...preload.filter((file) => file.as === 'script').map((f) => f.href),
      ...scripts,
    ];
    // The shell's own files and each remote's entry and exposed modules.
    expect(files.some((href) => href.startsWith(catalog))).toBe(true);
    expect(files.some((href) => href.startsWith('/'))).toBe(true);
    for (const href of files) {
      const response = await request.get(href.startsWith('/') ? `${SHOP_URL}${href}` : href);
      expect(response.ok()).toBe(true);
      expect((await response.text()).split('\n', 1)[0], href).toBe('//# allFunctionsCalledOnLoad');
    }
  });

  test('is rendered in the language and theme the cookies name', async ({ request }) => {
    const html = await (
      await request.get(`${SHOP_URL}/about`, {
        headers: { Cookie: 'shop_lang=es; shop_theme=dark' },
      })
    ).text();
    expect(html).toContain('<html lang="es" data-theme="dark">');
    expect(html).toMatch(/<h1 id="page-title">Sobre nosotros/);
  });
});

test('the server-rendered page is hydrated: its header works without a new render', async ({
  page,
}) => {
  await signIn(page);
  await page.context().addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat/i.test(m.text())) errors.push(m.text());
  });
  await keepServed(page, 'header.shell-header');
  await page.goto(`${SHOP_URL}/products`);
  await expect(page.getByText(/Total \d+ Products/)).toBeVisible();
  expect(await stillServed(page, 'header.shell-header')).toBe(true);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('link', { name: 'Inicio', exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("fetches each file the page lists once: the shell's runtime adds no script for its own chunks", async ({
  page,
  request,
}) => {
  await servedWithItsPaint(request, '/');
  await signIn(page);
  await page.context().addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(request.url());
  });
  // The bundler's runtime takes the script elements it adds away once they have run.
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { runtimeScripts: string[] }).runtimeScripts = added;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.hasAttribute('data-rspack'))
            added.push(node.src);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${SHOP_URL}/`);
  await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await expect(page.locator('.catalog-card').first()).toBeVisible();
  const { run, fetchedAhead, added } = await page.evaluate(() => {
    const plan = JSON.parse(document.getElementById('shop-after-paint')!.textContent!) as {
      preload: Array<{ href: string; as: string }>;
      scripts: string[];
    };
    const absolute = (href: string) => new URL(href, document.baseURI).href;
    return {
      run: plan.scripts.map(absolute),
      fetchedAhead: plan.preload
        .filter((file) => file.as === 'script')
        .map((f) => absolute(f.href)),
      added: (window as unknown as { runtimeScripts: string[] }).runtimeScripts.map(absolute),
    };
  });
  // The shell's chunk files (its libraries' among them), run before its entry, which finds each
  // installed.
  expect(run.some((src) => /\/libraries\.[0-9a-f]+\.js$/.test(src))).toBe(true);
  expect(run.at(-1)).toMatch(/\/main\.[0-9a-f]+\.js$/);
  expect(added.filter((src) => run.includes(src))).toEqual([]);
  // Each of the page's files, the shell's and the remotes', comes over the network once.
  for (const src of [...run, ...fetchedAhead])
    expect(
      fetched.filter((url) => url === src),
      src,
    ).toHaveLength(1);
});

test('what a shopper does on the first paint, before the code has run, is done once it has', async ({
  page,
}) => {
  await signIn(page);
  await page.context().addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
  // A slow phone: the page's code arrives well after its first paint.
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto(`${SHOP_URL}/products`, { waitUntil: 'domcontentloaded' });
  const hydrated = () =>
    page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    );
  expect(await hydrated()).toBe(false);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  expect(await hydrated()).toBe(false);
  await expect(page.getByRole('link', { name: 'Inicio', exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
});

test('an Add to Cart tapped on the first paint adds the product once, after the page has hydrated', async ({
  page,
}) => {
  const token = await signIn(page);
  await emptyCart(token);
  const { products } = (await (await fetch(`${API_URL}/products?pageSize=24`)).json()) as {
    products: Array<{ id: number; title: string; stock: number }>;
  };
  const product = products.find((p) => p.stock > 0);
  test.skip(!product, 'the seed has no product in stock');
  if (!product) return;
  await page.context().addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
  // A slow phone: the catalogue's code, which the page's button belongs to, arrives well after
  // the page has painted.
  await page.route(
    (url) => url.origin === catalog && url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    },
  );
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/cart/.test(request.url())) adds.push(request.url());
  });
  await page.goto(`${SHOP_URL}/product/${product.id}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main').getByRole('heading', { name: product.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toHaveAccessibleName(
    'Cart, 1 item',
    { timeout: 15_000 },
  );
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  expect(adds).toHaveLength(1);
  // The shopper's cart is shared with the other journeys.
  await emptyCart(token);
});

test.describe("the catalogue's pages, rendered on the shell's server", () => {
  let product = { path: '/product/1', title: '' };
  test.beforeAll(async () => {
    const { id, title } = await firstProduct();
    product = { path: `/product/${id}`, title };
  });

  test('carry their content before any script runs (JavaScript off)', async ({
    browser,
    request,
  }) => {
    test.slow();
    // The server's first load of the catalogue's server build is done before the pages are read.
    await rendered(request, product.path);
    await withoutScripts(browser, async (page) => {
      await page.goto(`${SHOP_URL}${product.path}`);
      const main = page.locator('main');
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      await expect(page).toHaveTitle(`${product.title} · Bitshop`);
      await expect(main.getByRole('heading', { level: 2, name: product.title })).toBeVisible();
      await expect(main.locator('.catalog-price').first()).toContainText('₿');
      const image = main.getByRole('img', { name: product.title }).first();
      await expect(image).toHaveAttribute('fetchpriority', 'high');

      await page.goto(`${SHOP_URL}/products`);
      await expect(main.getByText(/Total \d+ Products/)).toBeVisible();
      await expect(main.getByRole('article').first()).toBeVisible();
      await expect(main.locator('.catalog-price').first()).toContainText('₿');

      await page.goto(`${SHOP_URL}/`);
      await expect(main.getByRole('region', { name: 'Recent Products' })).toBeVisible();
      await expect(
        main.getByRole('region', { name: 'Recent Products' }).getByRole('article').first(),
      ).toBeVisible();

      // Its content pages, each its own module: the FAQs and the contact form.
      await page.goto(`${SHOP_URL}/faqs`);
      await expect(
        main.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' }),
      ).toBeVisible();
      await page.goto(`${SHOP_URL}/contact`);
      await expect(main.getByRole('textbox', { name: 'Your Name' })).toBeVisible();
    });
  });

  test('are the 404 page to a visitor without a session, as with JavaScript on: never the page and Logout (JavaScript off)', async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const response = await page.goto(`${SHOP_URL}${product.path}`);
      // Its status says so too, for a crawler or a monitor as for the shopper.
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
      await expect(page.getByRole('heading', { name: product.title })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Login' })).toBeAttached();
      await expect(page.getByText('Logout')).toHaveCount(0);
      await context.close();
    }
  });

  test('name the product in the banner from the first paint: hydrating changes nothing there', async ({
    page,
    request,
  }) => {
    test.slow();
    await rendered(request, product.path);
    await signIn(page);
    await page.context().addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
    const errors = pageErrors(page);
    // Every text the banner's heading shows, and every layout shift of the banner, from the
    // document as the server sent it until the page is hydrated and quiet.
    await page.addInitScript(() => {
      const seen = { headings: [] as string[], shifts: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          sources: Array<{ node?: Node }>;
        }>)
          if (entry.sources.some((s) => s.node?.parentElement?.closest('.shell-banner')))
            seen.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const heading = () => document.getElementById('page-title')?.textContent ?? '';
        seen.headings.push(heading());
        new MutationObserver(() => seen.headings.push(heading())).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
    });
    await keepServed(page, '#page-title');
    await page.goto(`${SHOP_URL}${product.path}`);
    await expect(
      page.locator('main').getByRole('heading', { level: 2, name: product.title }),
    ).toBeVisible();
    await page.waitForFunction(() => {
      const root = document.getElementById('root') as unknown as Record<string, unknown> | null;
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    await page.waitForLoadState('networkidle');
    expect(await stillServed(page, '#page-title')).toBe(true);
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { headings: string[]; shifts: number } }).seen,
    );
    expect([...new Set(seen.headings)]).toEqual([product.title]);
    expect(seen.shifts).toBe(0);
    await expect.poll(() => page.title()).toContain(product.title);
    expect(errors).toEqual([]);
  });

  test('preload the copy of their largest image that the page shows, and no other', async ({
    browser,
    request,
  }) => {
    await rendered(request, product.path);
    for (const width of [390, 1366]) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      try {
        const page = await context.newPage();
        // A returning shopper: a visitor without a session is sent on to the login page once
        // the page's code has run, which could take the image away before it is looked at.
        await signIn(page);
        await context.addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
        await page.goto(`${SHOP_URL}${product.path}`, { waitUntil: 'load' });
        const image = page.locator('main img[fetchpriority="high"]').first();
        await expect(image).toHaveJSProperty('complete', true);
        const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
        const preloaded = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'link')
            .map((e) => e.name)
            .filter((name) => name.includes('/images/')),
        );
        expect(preloaded).toEqual([shown]);
      } finally {
        await context.close();
      }
    }
  });

  for (const language of ['en', 'es'] as const)
    test(`hydrate without a mismatch or a refetch in ${language}, and their links work`, async ({
      page,
      request,
    }) => {
      test.slow();
      await rendered(request, '/products');
      await signIn(page);
      // A visitor who chose the language: the app keeps it in storage and in the hint cookie the
      // server renders by. (With the cookie alone, the browser's own language, English here,
      // would differ from the server's first paint: the page would turn to it once hydrated.)
      await page.addInitScript(
        (lng) => localStorage.setItem('language', JSON.stringify(lng)),
        language,
      );
      await page.context().addCookies([
        { name: 'shop_session', value: '1', url: SHOP_URL },
        // In Spanish, the catalogue's texts are fetched before it hydrates (English is built in).
        { name: 'shop_lang', value: language, url: SHOP_URL },
      ]);
      const errors = pageErrors(page);
      const listings: number[] = [];
      await page.route('**/api/products**', (route) => {
        listings.push(Date.now());
        return route.continue();
      });
      await keepServed(page, 'main .catalog-listing');
      await page.goto(`${SHOP_URL}/products`);
      const inHtml = await page.evaluate(() => (window as unknown as Served).served !== null);
      expect(inHtml).toBe(true);
      const first = page.locator('main').getByRole('article').first().getByRole('link').last();
      await expect(first).toBeVisible();
      // Hydrated: the listing is the element the server sent, now live.
      await page.waitForFunction(() => {
        const root = document.getElementById('root') as unknown as Record<string, unknown> | null;
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await page.waitForLoadState('networkidle');
      expect(await stillServed(page, 'main .catalog-listing')).toBe(true);
      await expect(
        page
          .locator('main')
          .getByText(text(language, 'catalog', 'products.sortBy'))
          .first(),
      ).toBeVisible();
      // No error at all: neither a mismatch nor a place the server left to the browser on purpose
      // (the header's remotes), which React would otherwise report as a recoverable error each.
      expect(errors).toEqual([]);
      const title = (await first.textContent())!.trim();
      await first.click();
      await expect(page).toHaveURL(/\/product\/\d+$/);
      await expect(
        page.locator('main').getByRole('heading', { level: 2, name: title }),
      ).toBeVisible();
      expect(errors.filter((e) => /hydrat|did not match|mismatch/i.test(e))).toEqual([]);
      // The listing's data came with the page: none was fetched before it was shown.
      expect(listings.length).toBeLessThanOrEqual(1);
    });
});

test('text in the currency font paints with the page, not after the font is ready', async ({
  browser,
  request,
}) => {
  // A face with no font-display hides the text that uses it until the face has loaded, even
  // inlined: a first paint without the banner's title and the prices, and a late LCP.
  await rendered(request, '/');
  await withoutScripts(browser, async (page) => {
    await page.goto(`${SHOP_URL}/`);
    await expect(page.locator('main .catalog-price').first()).toContainText('₿');
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return Array.from(document.fonts, (face) => `${face.family} ${face.weight} ${face.display}`);
    });
    expect(faces).toContain('Shop Currency 100 550 swap');
    expect(faces.filter((face) => !face.endsWith(' swap'))).toEqual([]);
  });
});

test('the currency font is there for the first layout, not fetched after it', async ({
  page,
  request,
}) => {
  // The stylesheet's face loads only once a layout has found a ₿, and its arrival lays the whole
  // page out again. The first script adds the same faces from bytes, and the stylesheet's are
  // never fetched.
  await rendered(request, '/products');
  await signIn(page);
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || /\.woff2?$/.test(r.url())) fontRequests.push(r.url());
  });
  await page.goto('/products');
  await expect(page.getByText(/\d+\.\d{2} ₿/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return Array.from(document.fonts, (face) => `${face.family} ${face.weight} ${face.status}`);
  });
  expect(faces).toEqual([
    'Shop Currency 100 550 unloaded',
    'Shop Currency 551 900 unloaded',
    'Shop Currency 100 550 loaded',
    'Shop Currency 551 900 loaded',
  ]);
  expect(fontRequests).toEqual([]);
});

test.describe("the cart and the checkout, rendered on the shell's server", () => {
  test('carry their frame before any script runs (JavaScript off)', async ({
    browser,
    request,
  }) => {
    await rendered(request, '/cart');
    await withoutScripts(browser, async (page) => {
      await page.goto(`${SHOP_URL}/cart`);
      const main = page.locator('main');
      await expect(main.getByRole('status')).toHaveText('Loading…');
      await expect(main.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();

      await page.goto(`${SHOP_URL}/checkout`);
      await expect(main.getByRole('group', { name: 'Billing Details' })).toBeVisible();
      await expect(main.getByRole('textbox', { name: /First name/ })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Place Order' })).toBeVisible();
    });
  });

  test("hydrate without a mismatch, then show the shopper's lines", async ({ page, request }) => {
    test.slow();
    await rendered(request, '/cart');
    const token = await signIn(page);
    await emptyCart(token);
    const product = await firstProduct();
    const added = await addToCart(token, product.id);
    expect(added.status).toBe(200);
    try {
      await page.context().addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
      const errors = pageErrors(page);
      await keepServed(page, 'main .cart-page');
      await page.goto(`${SHOP_URL}/cart`);
      const main = page.locator('main');
      await expect(main.getByRole('rowheader').getByTitle(product.title)).toBeVisible();
      // Hydrated: the page is the element the server sent, now live, and no error was reported.
      expect(await stillServed(page, 'main .cart-page')).toBe(true);
      expect(errors).toEqual([]);

      await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(
        main.getByRole('region', { name: 'Your Order' }).getByTitle(product.title),
      ).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await emptyCart(token);
    }
  });
});

test('a remote that is down still gives its fallback after hydration', async ({ page }) => {
  let shell: ChildProcess | undefined;
  try {
    const down = await closedPortUrl();
    shell = await startShell(shellEnv({ mfe_catalog: down }, FIRST_PAINT_SHELL_PORT));
    const shop = `http://localhost:${FIRST_PAINT_SHELL_PORT}`;
    await signIn(page);
    const html = await (await page.request.get(`${shop}/products`)).text();
    // The page still answers with its first paint; the remote that is down gets no preloads.
    expect(html).toMatch(/<header class="shell-header"[\s>]/);
    expect(html).not.toContain(down.replace('/mf-manifest.json', '/remoteEntry.js'));
    await page.goto(`${shop}/products`);
    await expect(
      page
        .locator('main')
        .getByRole('alert')
        .filter({
          hasText: /The catalogue is temporarily unavailable/,
        }),
    ).toBeVisible({ timeout: 15_000 });
    // The rest of the shell works: the cart widget loaded, the header answers.
    await expect(page.getByRole('button', { name: /cart/i }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  } finally {
    await stop(shell);
  }
});
