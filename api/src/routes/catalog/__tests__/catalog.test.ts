import { filterQuery, suiteApp } from '../../../test-support/test-app';
import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { categories, products } from '../../../db/schema';
import { CATEGORY_TREE } from '../../../seed/seed-data';
import type { ProductList } from '../../../schemas/catalog';

const byCategory = (id: number, extra = '') =>
  `/api/products?${filterQuery(['categories_id', 'EQUAL', id])}${extra}`;

describe('catalog routes', () => {
  const t = suiteApp();

  const get = async (url: string) => t.call({ method: 'GET', url });

  describe('GET /api/categories-containing-products', () => {
    it('returns the tree of parents and children that have products', async () => {
      const response = await get('/api/categories-containing-products');
      expect(response.statusCode).toBe(200);
      const tree = response.json<{ item: { id: number; title: string }; children: unknown[] }[]>();
      expect(tree.length).toBe(5);
      expect(tree[0]?.item.title).toBe('Fashion');
      expect(tree[0]?.children.length).toBe(4);
    });

    type Tree = { item: { id: number; title: string }; children: { item: { title: string } }[] }[];
    const titles = async (query: string) => {
      const response = await get(`/api/categories-containing-products${query}`);
      expect(response.statusCode).toBe(200);
      return response
        .json<Tree>()
        .flatMap((node) => [node.item.title, ...node.children.map((c) => c.item.title)]);
    };

    it('names the categories in the language asked for, English by default', async () => {
      const en = await titles('');
      expect(await titles('?lang=en')).toEqual(en);
      expect(en.slice(0, 2)).toEqual(['Fashion', "Women's Fashion"]);
      const es = await titles('?lang=es');
      expect(es).toContain('Electrónica');
      expect(es.slice(0, 2)).toEqual(['Moda', 'Moda de mujer']);
      const pt = await titles('?lang=pt');
      expect(pt).toContain('Eletrônicos');
      expect(pt.slice(0, 2)).toEqual(['Moda', 'Moda feminina']);
    });

    it('falls back to the English name where a translation is missing', async () => {
      const [row] = await t.database.db
        .update(categories)
        .set({ titleEs: null, titlePt: '' })
        .where(eq(categories.title, 'Electronics'))
        .returning();
      try {
        expect(await titles('?lang=es')).toContain('Electronics');
        expect(await titles('?lang=pt')).toContain('Electronics');
      } finally {
        await t.database.db
          .update(categories)
          .set({ titleEs: 'Electrónica', titlePt: 'Eletrônicos' })
          .where(eq(categories.id, row!.id));
      }
    });

    it.each(['fr', 'EN', '', 'es,pt'])('refuses lang=%j with 400', async (lang) => {
      const response = await get(`/api/categories-containing-products?lang=${lang}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    });

    it('the migration names categories seeded before it', async () => {
      const migration = readFileSync(
        join(__dirname, '../../../../drizzle/0009_category_titles.sql'),
        'utf8',
      );
      const update = migration.split('--> statement-breakpoint').at(-1)!;
      await t.database.db.update(categories).set({ titleEs: null, titlePt: null });
      expect(await titles('?lang=es')).toContain('Electronics');
      await t.database.db.execute(sql.raw(update));
      expect(await titles('?lang=es')).toContain('Electrónica');
      expect(await titles('?lang=pt')).toContain('Eletrônicos');
    });

    it('the migration names every seeded category as the seed does', () => {
      const sql = readFileSync(
        join(__dirname, '../../../../drizzle/0009_category_titles.sql'),
        'utf8',
      );
      const unquote = (s: string) => s.replace(/''/g, "'");
      const rows = new Map(
        [...sql.matchAll(/\('((?:[^']|'')*)', '((?:[^']|'')*)', '((?:[^']|'')*)'\)/g)].map((m) => [
          unquote(m[1]!),
          { es: unquote(m[2]!), pt: unquote(m[3]!) },
        ]),
      );
      const seeded = CATEGORY_TREE.flatMap((parent) => [parent, ...parent.children]);
      expect(rows.size).toBe(seeded.length);
      for (const category of seeded) expect(rows.get(category.title)).toEqual(category.titles);
    });
  });

  describe('GET /api/products', () => {
    it('pages with 12 products by default and reports the totals', async () => {
      const body = (await get('/api/products')).json<ProductList>();
      expect(body.products).toHaveLength(12);
      expect(body).toMatchObject({ total: 60, totalPages: 5, pageSize: 12, pageNumber: 1 });
      const product = body.products[0]!;
      expect(product.imageUrl).toMatch(
        /^http:\/\/localhost:\d+\/api\/images\/seed\/.+-0-plain\.svg$/,
      );
      expect(product.new).toBe(product.newProduct);
      expect(product.isDiscount).toBe(product.discount && product.oldPrice > product.newPrice);
    });

    it("returns only the category's products, a parent including its children", async () => {
      const child = (await get(byCategory(2))).json<ProductList>();
      expect(child.total).toBeGreaterThan(0);
      for (const p of child.products) expect(p.categories.map((c) => c.id)).toContain(2);
      const parent = (await get(byCategory(1, '&pageSize=100'))).json<ProductList>();
      expect(parent.total).toBeGreaterThan(child.total);
      for (const p of parent.products)
        expect(p.categories.some((c) => [2, 3, 4, 5].includes(c.id))).toBe(true);
    });

    it('answers a category page exactly as the general listing does', async () => {
      // The category link is written by the database (product_cards); a second filter sends
      // the same page through the general path and toProduct.
      const general = '&filters[1][field]=price&filters[1][operator]=GTE&filters[1][value]=0';
      for (const [id, page] of [
        [1, 1],
        [2, 2],
        [5, 1],
        [99, 1],
      ] as const) {
        const extra = `&pageNumber=${page}&pageSize=7`;
        const fast = await get(byCategory(id, extra));
        expect(fast.statusCode).toBe(200);
        expect(fast.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(fast.json()).toEqual((await get(byCategory(id, extra + general))).json());
      }
    });

    it('combines filters and sorts by price', async () => {
      const filters = filterQuery(['price', 'GTE', 100], ['price', 'LTE', 300]);
      const url = `/api/products?${filters}&sort=price_asc&pageSize=100`;
      const body = (await get(url)).json<ProductList>();
      const prices = body.products.map((p) => p.newPrice);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((p) => p >= 100 && p <= 300)).toBe(true);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    });

    it('filters by flags and title', async () => {
      const sale = (
        await get(`/api/products?${filterQuery(['isDiscount', 'EQUAL', true])}&pageSize=100`)
      ).json<ProductList>();
      expect(sale.products.every((p) => p.isDiscount)).toBe(true);
      const title = (
        await get(`/api/products?${filterQuery(['title', 'LIKE', 'classic'])}`)
      ).json<ProductList>();
      expect(title.products.every((p) => /classic/i.test(p.title))).toBe(true);
    });

    it.each([
      ['an unknown field', filterQuery(['password', 'EQUAL', 1]), /unknown field "password"/],
      ['an unknown operator', filterQuery(['title', 'NEAR', 'a']), /operator/],
      ['an operator not allowed', filterQuery(['title', 'GTE', 'a']), /operator "GTE"/],
      ['a flag that is not a boolean', filterQuery(['onSale', 'EQUAL', 'yes']), /onSale/],
      [
        'a category that is not a number',
        filterQuery(['categories_id', 'EQUAL', '1;drop']),
        /categories_id/,
      ],
      ['a page size above 100', 'pageSize=101', /pageSize/],
      ['a page number of 0', 'pageNumber=0', /pageNumber/],
      ['an unknown sort', 'sort=random', /sort/],
    ])('answers 400 for %s', async (_name, query, message) => {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    });
  });

  describe('GET /api/product/:id', () => {
    it('returns the product with images and categories', async () => {
      const response = await get('/api/product/5');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: 5,
        images: [{ image_index: 0 }, { image_index: 1 }],
      });
    });

    it('answers a product as the lists built by toProduct do', async () => {
      const recent = (await get('/api/recent-products?limit=3')).json<ProductList>().products;
      expect(recent).toHaveLength(3);
      for (const product of recent) {
        expect((await get(`/api/product/${product.id}`)).json()).toEqual(product);
      }
    });

    it('counts a view per POST product/{id}/view, none per GET', async () => {
      const views = async () =>
        (
          await t.database.db
            .select({ views: products.views })
            .from(products)
            .where(eq(products.id, 6))
        )[0]?.views ?? 0;
      const before = await views();
      const view = (id: string) => t.call({ method: 'POST', url: `/api/product/${id}/view` });
      expect((await view('6')).statusCode).toBe(204);
      expect((await view('6')).body).toBe('');
      await view('7');
      await get('/api/product/6');
      await t.app.repos.views.flush();
      expect(await views()).toBe(before + 2);
      expect((await view('99999')).statusCode).toBe(404);
      expect((await view('99999')).json()).toEqual({ error: 'Product not found' });
      expect((await view('abc')).statusCode).toBe(400);
    });

    it('answers 404 for a missing product and 400 for a bad id', async () => {
      expect((await get('/api/product/99999')).statusCode).toBe(404);
      expect((await get('/api/product/99999')).json()).toEqual({ error: 'Product not found' });
      expect((await get('/api/product/abc')).statusCode).toBe(400);
    });
  });

  describe('product lists', () => {
    it.each(['popular-products', 'best-selling-products', 'recent-products'])(
      'GET /api/%s returns 6 products by default',
      async (path) => {
        const body = (await get(`/api/${path}`)).json<{ products: unknown[] }>();
        expect(body.products).toHaveLength(6);
      },
    );

    it('orders recent products newest first and takes a limit', async () => {
      const body = (await get('/api/recent-products?limit=10')).json<{
        products: { createdAt: string }[];
      }>();
      const dates = body.products.map((p) => p.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect((await get('/api/recent-products?limit=25')).statusCode).toBe(400);
    });

    it('returns related products of a category without the current one', async () => {
      const query = `${filterQuery(['categories_id', 'EQUAL', 2])}&excludeId=1`;
      const body = (await get(`/api/related-products?${query}`)).json<{
        products: { id: number }[];
      }>();
      expect(body.products.length).toBeGreaterThan(0);
      expect(body.products.map((p) => p.id)).not.toContain(1);
    });

    it('searches by title', async () => {
      const body = (await get('/api/search?q=premium&limit=3')).json<{
        products: { title: string }[];
      }>();
      expect(body.products.length).toBeLessThanOrEqual(3);
      expect(body.products.every((p) => /premium/i.test(p.title))).toBe(true);
      expect((await get('/api/search')).statusCode).toBe(400);
    });
  });
});
