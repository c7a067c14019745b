import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { closedPortUrl, startShell, stop } from '../support/processes';
import { API_URL, BASE_PORT, PORTS, SHOP_URL, shellEnv } from '../support/stack';
import { signIn } from '../support/session';

/**
 * The shell's server answers each page with its first paint in the HTML (header, title banner,
 * footer, rendered by React on the server), the runtime config inlined and the preloads of the
 * route's files; the browser hydrates it, and a remote that is down still gives its fallback.
 */
const FIRST_PAINT_SHELL_PORT = BASE_PORT + 15;

const catalog = `http://localhost:${PORTS.mfe_catalog}`;
const cart = `http://localhost:${PORTS.mfe_cart_checkout}`;
const account = `http://localhost:${PORTS.mfe_account}`;

test.describe('the HTML of each route', () => {
  let productPath = '/product/1';
  test.beforeAll(async () => {
    const { products } = (await (await fetch(`${API_URL}/products?pageSize=1`)).json()) as {
      products: Array<{ id: number }>;
    };
    productPath = `/product/${products[0]?.id ?? 1}`;
  });

  const routes = [
    { path: '/', banner: null, remote: catalog, exposed: 'HomePage' },
    { path: '/products', banner: 'All Products', remote: catalog, exposed: 'ProductsPage' },
    { path: 'PRODUCT', banner: 'Product', remote: catalog, exposed: 'ProductPage' },
    { path: '/cart', banner: 'Cart', remote: cart, exposed: 'CartPage' },
    { path: '/login', banner: 'My Account', remote: account, exposed: 'LoginPage' },
    { path: '/about', banner: 'About Us', remote: null, exposed: null },
  ];

  for (const route of routes) {
    test(`${route.path} carries the header, ${route.banner ? 'the banner, ' : ''}the footer and its preloads`, async ({
      request,
    }) => {
      const path = route.path === 'PRODUCT' ? productPath : route.path;
      const response = await request.get(`${SHOP_URL}${path}`, {
        headers: { Cookie: 'shop_session=1' },
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<header class="shell-header"[\s>]/);
      expect(html).toMatch(/<nav class="shell-nav" aria-label="Main navigation">/);
      expect(html).toMatch(/<footer/);
      if (route.banner)
        expect(html).toMatch(new RegExp(`<h1 id="page-title">[^<]*${route.banner}`));
      const config = /<script type="application\/json" id="shop-config">(.*?)<\/script>/.exec(html);
      expect(JSON.parse(config![1]!).apiUrl).toBe('/api');
      expect(html).toMatch(/<link rel="preload" href="\/bootstrap\.[0-9a-f]+\.js" as="script">/);
      // Every page has the cart widget in its header.
      expect(html).toContain(`<link rel="preload" href="${cart}/remoteEntry.js" as="script">`);
      if (route.remote && route.exposed) {
        expect(html).toContain(
          `<link rel="preload" href="${route.remote}/remoteEntry.js" as="script">`,
        );
        expect(html).toMatch(
          new RegExp(
            `href="${route.remote}/__federation_expose_${route.exposed}\\.[0-9a-f]+\\.js"`,
          ),
        );
      }
      // Never another page's module.
      if (route.exposed !== 'HomePage') expect(html).not.toContain('__federation_expose_HomePage');
    });
  }

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
  // The header as the server sent it, taken when the document is parsed, before React runs.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { served: Element | null }).served =
        document.querySelector('header.shell-header');
    }),
  );
  await page.goto(`${SHOP_URL}/products`);
  await expect(page.getByText(/Total \d+ Products/)).toBeVisible();
  // Hydrated, not replaced: the header on the page is still the element the server sent.
  const same = await page.evaluate(() => {
    const served = (window as unknown as { served: Element | null }).served;
    return served !== null && served === document.querySelector('header.shell-header');
  });
  expect(same).toBe(true);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('link', { name: 'Inicio', exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
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
