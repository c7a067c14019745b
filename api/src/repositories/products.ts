import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { categories, orderLines, orders, productCategories, productImages, products } from '../db/schema';
import type { Executor } from '../db/types';
import type { Product, ProductList, ProductSort } from '../schemas/catalog';
import { toProduct, type ImageUrl } from './product-mapper';
import { categoryPage, categoryPageIds, categoryTotal } from './category-listing';
import { categoryId, filtersToSql, likeText, type RawFilter } from './product-filters';

export interface ListQuery {
  filters: RawFilter[];
  pageNumber: number;
  pageSize: number;
  sort: ProductSort;
  extra?: SQL | undefined;
}

const ORDER: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.newPrice), asc(products.id)],
  price_desc: [desc(products.newPrice), desc(products.id)],
  title: [asc(products.title), asc(products.id)],
};

/**
 * Products with their images and categories as JSON: one round trip, which matters on
 * PGlite, where every query costs about half a millisecond before any work.
 */
function selectFull(db: Executor, total: SQL<number> = sql<number>`0`) {
  // Spelled out: inside select fields drizzle writes a column unqualified ("id"), which a
  // subquery over categories would read as its own id.
  const productId = sql.raw('"products"."id"');
  return db
    .select({
      ...getTableColumns(products),
      createdAt: sql<string>`${products.createdAt}`.mapWith((v: string | Date) => new Date(v).toISOString()),
      images: sql<{ index: number; url: string }[]>`coalesce((select json_agg(json_build_object('index', i.image_index, 'url', i.image_url))
        from ${productImages} i where i.product_id = ${productId}), '[]')`,
      categories: sql<{ id: number; title: string }[]>`coalesce((select json_agg(json_build_object('id', c.id, 'title', c.title))
        from ${productCategories} pc join ${categories} c on c.id = pc.category_id where pc.product_id = ${productId}), '[]')`,
      total,
    })
    .from(products)
    .$dynamic();
}

const paged = (list: Product[], total: number, query: ListQuery): ProductList => ({
  products: list,
  total,
  totalPages: Math.ceil(total / query.pageSize),
  pageSize: query.pageSize,
  pageNumber: query.pageNumber,
});

export function createProductsRepository(db: Executor, imageUrl: ImageUrl) {
  type FullRow = Awaited<ReturnType<typeof selectFull>>[number];
  const toFull = ({ images, categories: links, total: _total, ...row }: FullRow) =>
    toProduct(
      {
        ...row,
        createdAt: new Date(row.createdAt),
        images: images.map((i) => ({ ...i, productId: row.id })),
        productCategories: links.map((category) => ({ category })),
      },
      imageUrl,
    );

  /** Full products for ids, in the order of the ids. */
  async function byIds(ids: number[]): Promise<Product[]> {
    if (!ids.length) return [];
    const byId = new Map((await selectFull(db).where(inArray(products.id, ids))).map((row) => [row.id, toFull(row)]));
    return ids.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined);
  }

  /** The storefront's category link, a page and its total in one query (see category-listing). */
  async function categoryList(category: number, query: ListQuery): Promise<ProductList> {
    const page = categoryPageIds(db, category, query.pageSize, (query.pageNumber - 1) * query.pageSize);
    const rows = await selectFull(db, categoryTotal(category))
      .innerJoin(page, eq(page.id, products.id))
      .orderBy(desc(page.createdAt), desc(page.id));
    const total = rows[0]?.total ?? (await categoryPage(db, category, 0, 0)).total;
    return paged(rows.map(toFull), Number(total), query);
  }

  // The page's ids come from a narrow query the planner can answer from the indexes; the
  // details are fetched for those ids only.
  async function pageIds(where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  }

  /** The storefront's category link (one category, newest first): served from category_products. */
  function categoryOnly(query: ListQuery): number | null {
    const [filter, ...rest] = query.filters;
    if (rest.length || query.extra || query.sort !== 'newest' || !filter) return null;
    if (filter.field !== 'categories_id' || filter.operator !== 'EQUAL') return null;
    return categoryId(filter.value);
  }

  async function list(query: ListQuery): Promise<ProductList> {
    const category = categoryOnly(query);
    if (category !== null) {
      return categoryList(category, query);
    }
    const where = and(filtersToSql(query.filters), query.extra);
    const offset = (query.pageNumber - 1) * query.pageSize;
    const [ids, [totalRow]] = await Promise.all([
      pageIds(where, ORDER[query.sort], query.pageSize, offset),
      db.select({ n: count() }).from(products).where(where),
    ]);
    return paged(await byIds(ids), totalRow?.n ?? 0, query);
  }

  async function bestSellingIds(limit: number): Promise<number[]> {
    const sold = sql<number>`sum(${orderLines.quantity})`;
    const rows = await db
      .select({ id: orderLines.productId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(ne(orders.status, 'cancel'), sql`${orderLines.productId} is not null`))
      .groupBy(orderLines.productId)
      .orderBy(desc(sold), asc(orderLines.productId))
      .limit(limit);
    return rows.map((row) => row.id).filter((id): id is number => id !== null);
  }

  return {
    list,
    byIds,
    async byId(id: number): Promise<Product | null> {
      return (await byIds([id]))[0] ?? null;
    },
    recent: async (limit: number) => byIds(await pageIds(undefined, ORDER.newest, limit)),
    popular: async (limit: number) =>
      byIds(await pageIds(undefined, [desc(products.views), asc(products.id)], limit)),
    bestSelling: async (limit: number) => byIds(await bestSellingIds(limit)),
    async search(q: string, limit: number): Promise<Product[]> {
      const text = likeText(q);
      const where = or(ilike(products.title, text), ilike(products.type, text), ilike(products.vendor, text));
      return byIds(await pageIds(where, [asc(products.title), asc(products.id)], limit));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
