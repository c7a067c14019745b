import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { orderLines, orders, products } from '../db/schema';
import type { Executor } from '../db/types';
import type { Product, ProductList, ProductSort } from '../schemas/catalog';
import { toProduct, type ImageUrl } from './product-mapper';
import { filtersToSql, likeText, type RawFilter } from './product-filters';

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

export function createProductsRepository(db: Executor, imageUrl: ImageUrl) {
  /** Full products (images, categories) for ids, in the order of the ids. */
  async function byIds(ids: number[]): Promise<Product[]> {
    if (!ids.length) return [];
    const rows = await db.query.products.findMany({
      where: inArray(products.id, ids),
      with: {
        images: true,
        productCategories: { with: { category: { columns: { id: true, title: true } } } },
      },
    });
    const byId = new Map(rows.map((row) => [row.id, toProduct(row, imageUrl)]));
    return ids.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined);
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

  async function list(query: ListQuery): Promise<ProductList> {
    const where = and(filtersToSql(query.filters), query.extra);
    const offset = (query.pageNumber - 1) * query.pageSize;
    const [ids, [totalRow]] = await Promise.all([
      pageIds(where, ORDER[query.sort], query.pageSize, offset),
      db.select({ n: count() }).from(products).where(where),
    ]);
    const total = totalRow?.n ?? 0;
    return {
      products: await byIds(ids),
      total,
      totalPages: Math.ceil(total / query.pageSize),
      pageSize: query.pageSize,
      pageNumber: query.pageNumber,
    };
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
