import { asc, desc, eq, sql } from 'drizzle-orm';
import { categories, orderLines, orders, products } from '../../../db/schema';
import { filterQuery, suiteApp } from '../../../test-support/test-app';
import type { ProductList } from '../../../schemas/catalog';

interface Node {
  item: { id: number; title: string };
  children: Node[];
}
type Ids = { products: { id: number }[] };

describe('catalog lists built from real figures', () => {
  const t = suiteApp();

  const get = async <T>(url: string) => (await t.call({ method: 'GET', url })).json<T>();
  const ids = (body: Ids) => body.products.map((p) => p.id);

  it('sorts by newest, price both ways and title', async () => {
    const oracle = async (order: ReturnType<typeof asc>[]) =>
      (
        await t.database.db
          .select({ id: products.id })
          .from(products)
          .orderBy(...order)
          .limit(12)
      ).map((row) => row.id);
    expect(ids(await get<Ids>('/api/products?sort=title'))).toEqual(
      await oracle([asc(products.title), asc(products.id)]),
    );
    expect(ids(await get<Ids>('/api/products?sort=newest'))).toEqual(
      await oracle([desc(products.createdAt), desc(products.id)]),
    );
    const up = (await get<ProductList>('/api/products?sort=price_asc&pageSize=100')).products;
    const down = (await get<ProductList>('/api/products?sort=price_desc&pageSize=100')).products;
    expect(down.map((p) => p.newPrice)).toEqual(up.map((p) => p.newPrice).reverse());
    expect(down[0]!.newPrice).toBeGreaterThan(down[down.length - 1]!.newPrice);
  });

  it('leaves categories without products out of the tree', async () => {
    const [parent] = await t.database.db
      .insert(categories)
      .values({ title: 'Empty Department', position: 99 })
      .returning();
    await t.database.db.insert(categories).values([
      { title: 'Empty Child', parentId: parent!.id },
      { title: 'Empty Under Fashion', parentId: 1 },
    ]);
    const tree = await get<Node[]>('/api/categories-containing-products');
    const titles = JSON.stringify(tree);
    expect(titles).not.toMatch(/Empty/);
    expect(tree.length).toBe(5);
  });

  it('ranks popular products by their views', async () => {
    await t.database.db.update(products).set({ views: 1_000_000 }).where(eq(products.id, 42));
    await t.database.db.update(products).set({ views: 999_999 }).where(eq(products.id, 17));
    expect(ids(await get<Ids>('/api/popular-products')).slice(0, 2)).toEqual([42, 17]);
  });

  it('ranks best-selling products by the units sold in orders that were not cancelled', async () => {
    const [line] = await t.database.db
      .select({ id: orderLines.id, orderId: orderLines.orderId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sql`${orders.status} <> 'cancel' and ${orderLines.productId} = 33`)
      .limit(1);
    if (!line) {
      throw new Error('the seed sold no unit of product 33');
    }
    await t.database.db
      .update(orderLines)
      .set({ quantity: 5000 })
      .where(eq(orderLines.id, line.id));
    expect(ids(await get<Ids>('/api/best-selling-products'))[0]).toBe(33);
    await t.database.db.update(orders).set({ status: 'cancel' }).where(eq(orders.id, line.orderId));
    expect(ids(await get<Ids>('/api/best-selling-products'))[0]).not.toBe(33);
  });

  it('answers related products from the filtered category only', async () => {
    const body = await get<ProductList>(
      `/api/related-products?${filterQuery(['categories_id', 'EQUAL', 3])}&excludeId=1`,
    );
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) expect(product.categories.map((c) => c.id)).toContain(3);
    const bad = await t.call({
      method: 'GET',
      url: `/api/related-products?${filterQuery(['views', 'EQUAL', 1])}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/views/);
  });
});
