import { expect, test, type Page } from '@playwright/test';
import { COUNTRIES, COUNTRY_CODES, countryName } from '@shop/contracts/countries';
import { addToCart, emptyCart, firstProduct } from '../support/cart';
import { setPreferences, navigate, settle } from '../support/layout';
import { englishOnly } from '../support/english';
import { ADMIN, SHOPPER, apiLogin } from '../support/session';
import { API_URL } from '../support/stack';

/**
 * Issue 41: a shopper who switches to Spanish or Portuguese reads no English. On each page, after
 * a switch in the running page and again after a reload (the server's render), every visible
 * line, option, alternative text, label and title is checked against the English catalogue: the
 * interface's texts that the language translates, the category names, the country names and the
 * product names.
 */
const FOREIGN = ['es', 'pt'] as const;
type Foreign = (typeof FOREIGN)[number];

/** Every string a person can read or hear on the page, one per line. */
function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = document.body.innerText.split('\n');
    for (const el of document.querySelectorAll('option')) out.push(el.textContent ?? '');
    for (const attribute of ['alt', 'aria-label', 'title', 'placeholder']) {
      for (const el of document.querySelectorAll(`[${attribute}]`)) {
        if (el.closest('[hidden], [aria-hidden="true"]') && attribute !== 'alt') continue;
        out.push(el.getAttribute(attribute) ?? '');
      }
    }
    return out.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

async function json<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** English category names that read otherwise in `lng` (a blank translation shows English). */
async function englishCategories(lng: Foreign, adminToken: string): Promise<string[]> {
  const { categories } = await json<{
    categories: { title: string; titleEs: string; titlePt: string }[];
  }>('/admin/categories', adminToken);
  return categories
    .filter((c) => (lng === 'es' ? c.titleEs : c.titlePt).trim() !== c.title)
    .map((c) => c.title);
}

/** English country names of the one list that read otherwise in `lng` ("China" does not). */
const englishCountries = (lng: Foreign) =>
  COUNTRIES.filter((name, i) => countryName(COUNTRY_CODES[i]!, lng) !== name);

type Listing = { products: { id: number; title: string }[]; totalPages: number };

/**
 * The English name of every product translated into `lng`, as the API gives it for lang=en. A
 * product staff have not translated (another journey adds one) is shown in English by design.
 */
async function englishProductNames(lng: string): Promise<string[]> {
  const names: string[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const query = `pageSize=100&pageNumber=${pageNumber}`;
    const [english, foreign] = await Promise.all([
      json<Listing>(`/products?lang=en&${query}`),
      json<Listing>(`/products?lang=${lng}&${query}`),
    ]);
    const translated = new Map(foreign.products.map((p) => [p.id, p.title]));
    names.push(
      ...english.products.filter((p) => translated.get(p.id) !== p.title).map((p) => p.title),
    );
    if (pageNumber >= english.totalPages) return names;
  }
}

interface Findings {
  ui: string[];
  categories: string[];
  countries: string[];
  products: string[];
}

/** What of the English catalogue the page shows, by kind; `where` names the page. */
async function englishOn(
  page: Page,
  where: string,
  lng: Foreign,
  catalogue: { categories: string[]; products: string[] },
): Promise<Findings> {
  const strings = await visibleStrings(page);
  const tag = (found: string[]) => [...new Set(found)].map((s) => `${where}: ${s}`);
  const countries = englishCountries(lng);
  return {
    ui: tag(englishOnly(lng, strings)),
    // A picker indents a child category under its parent with dashes.
    categories: tag(strings.filter((s) => catalogue.categories.includes(s.replace(/^(— )+/, '')))),
    countries: tag(strings.filter((s) => countries.some((name) => s.includes(name)))),
    products: tag(strings.filter((s) => catalogue.products.some((name) => s.includes(name)))),
  };
}

function merge(into: Findings, more: Findings) {
  for (const key of Object.keys(into) as (keyof Findings)[]) into[key].push(...more[key]);
}

/** Opens each path by a client-side move, then by a reload, and gathers the English on each. */
async function visit(
  page: Page,
  paths: string[],
  lng: Foreign,
  catalogue: { categories: string[]; products: string[] },
): Promise<Findings> {
  const found: Findings = { ui: [], categories: [], countries: [], products: [] };
  for (const path of paths) {
    await navigate(page, path);
    merge(found, await englishOn(page, `${path} (${lng}, after the switch)`, lng, catalogue));
    await page.goto(path);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    merge(found, await englishOn(page, `${path} (${lng}, served)`, lng, catalogue));
  }
  return found;
}

test.describe('every word in the shopper’s language', () => {
  test.setTimeout(240_000);

  for (const lng of FOREIGN) {
    test(`shows no English in ${lng} on the storefront and the admin's products`, async ({
      browser,
    }) => {
      const [shopperToken, adminToken, product] = await Promise.all([
        apiLogin(SHOPPER),
        apiLogin(ADMIN),
        firstProduct(),
      ]);
      await emptyCart(shopperToken);
      expect((await addToCart(shopperToken, product.id)).ok).toBe(true);
      const catalogue = {
        categories: await englishCategories(lng, adminToken),
        products: await englishProductNames(lng),
      };
      expect(catalogue.categories.length).toBeGreaterThan(10);

      const found: Findings = { ui: [], categories: [], countries: [], products: [] };
      for (const [token, start, paths] of [
        [shopperToken, '/', ['/', '/products', `/product/${product.id}`, '/checkout']],
        [adminToken, '/admin/products', ['/admin/products']],
      ] as const) {
        const context = await browser.newContext();
        await context.addInitScript((t) => localStorage.setItem('token', t), token);
        const page = await context.newPage();
        await page.goto(start);
        await settle(page);
        await setPreferences(page, lng, 'light');
        merge(found, await visit(page, [...paths], lng, catalogue));
        if ((paths as readonly string[]).includes('/checkout')) {
          // The checkout's country field is on screen with its six countries.
          await expect(page.locator('#checkout-country option')).toHaveCount(7);
        }
        await context.close();
      }
      await emptyCart(shopperToken);

      expect.soft(found.ui, 'English interface texts').toEqual([]);
      expect.soft(found.categories, 'English category names').toEqual([]);
      expect.soft(found.countries, 'English country names').toEqual([]);
      expect(found.products, 'English product names').toEqual([]);
    });
  }
});
