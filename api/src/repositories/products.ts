import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { orderLines, orders, products, productTranslations as tr } from '../db/schema';
import type { Db } from '../db/types';
import type { Language, Product, ProductList, ProductSort } from '../schemas/catalog';
import { toProduct, type ImageUrl } from './product-mapper';
import { categoryId, filtersToSql, likeText, productName, type RawFilter } from './product-filters';
import { createProductJson } from './product-json';

export interface ListQuery {
  filters: RawFilter[];
  pageNumber: number;
  pageSize: number;
  sort: ProductSort;
  /** Words matched against title, vendor and type (the admin's product search). */
  text?: string | undefined;
  /** A product left out of the list (the product page's own, among its related products). */
  excludeId?: number | undefined;
  /** The language of names and descriptions, of the search and of the sort by name. */
  lang?: Language | undefined;
}

/** Name, type or vendor containing the words, ignoring case. */
const matchesText = (q: string, lang: Language) => {
  const text = likeText(q);
  const name = productName(lang);
  return or(ilike(name, text), ilike(products.type, text), ilike(products.vendor, text));
};

const order = (sort: ProductSort, lang: Language): SQL[] =>
  ({
    newest: [desc(products.createdAt), desc(products.id)],
    price_asc: [asc(products.newPrice), asc(products.id)],
    price_desc: [desc(products.newPrice), desc(products.id)],
    title: [asc(productName(lang)), asc(products.id)],
  })[sort];

/** The product's translation into the language asked (none for English: products holds it). */
const translated = (lang: Language | SQL | Placeholder) =>
  and(eq(tr.productId, products.id), eq(tr.lang, lang));

/**
 * Products in a language with their images and categories (copied onto the row, see
 * product-cards): one round trip and no per-row subqueries.
 */
function selectFull(db: Db, lang: Language | SQL | Placeholder) {
  return db
    .select({
      ...getTableColumns(products),
      title: sql<string>`coalesce(${tr.title}, ${products.title})`,
      summary: sql<string>`coalesce(nullif(${tr.summary}, ''), ${products.summary})`,
      description: sql<string>`coalesce(nullif(${tr.description}, ''), ${products.description})`,
      createdAt: sql<string>`${products.createdAt}`.mapWith((v: string | Date) =>
        new Date(v).toISOString(),
      ),
    })
    .from(products)
    .leftJoin(tr, translated(lang))
    .$dynamic();
}

const paged = (list: Product[], total: number, query: ListQuery): ProductList => ({
  products: list,
  total,
  totalPages: Math.ceil(total / query.pageSize),
  pageSize: query.pageSize,
  pageNumber: query.pageNumber,
});

export function createProductsRepository(db: Db, imageUrl: ImageUrl, imageBase: string) {
  const json = createProductJson(db, imageBase);
  type FullRow = Awaited<ReturnType<typeof selectFull>>[number];
  const toFull = ({ images, categoryRefs, ...row }: FullRow) =>
    toProduct(
      {
        ...row,
        createdAt: new Date(row.createdAt),
        images,
        productCategories: categoryRefs.map((category) => ({ category })),
      },
      imageUrl,
    );

  const productById = selectFull(db, sql.placeholder('lang'))
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_by_id');

  /** Full products for ids in a language, in the order of the ids. */
  async function byIds(ids: number[], lang: Language = 'en'): Promise<Product[]> {
    if (!ids.length) return [];
    if (ids.length === 1) return (await productById.execute({ id: ids[0], lang })).map(toFull);
    const rows = await selectFull(db, lang).where(inArray(products.id, ids));
    const byId = new Map(rows.map((row) => [row.id, toFull(row)]));
    return ids.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined);
  }

  /**
   * The storefront's category link as the response's JSON text, or null for any other query:
   * a page and its total in one prepared statement (see product-json).
   */
  async function categoryListJson(query: ListQuery): Promise<string | null> {
    const category = categoryOnly(query);
    if (category === null) return null;
    const offset = (query.pageNumber - 1) * query.pageSize;
    const page = await json.categoryPage(category, query.pageSize, offset, query.lang ?? 'en');
    const { total, totalPages, pageSize, pageNumber } = paged([], page.total, query);
    return `{"products":${page.products},${JSON.stringify({ total, totalPages, pageSize, pageNumber }).slice(1)}`;
  }

  // The page's ids come from a narrow query the planner can answer from the indexes; the
  // details are fetched for those ids only.
  async function pageIds(
    where: SQL | undefined,
    order: SQL[],
    limit: number,
    { offset = 0, lang = 'en' }: { offset?: number; lang?: Language } = {},
  ) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .leftJoin(tr, translated(lang))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  }

  /** The storefront's category link (one category, newest first): served from category_products. */
  function categoryOnly(query: ListQuery): number | null {
    const [filter, ...rest] = query.filters;
    if (rest.length || query.text || query.excludeId || query.sort !== 'newest' || !filter)
      return null;
    if (filter.field !== 'categories_id' || filter.operator !== 'EQUAL') return null;
    return categoryId(filter.value);
  }

  async function list(query: ListQuery): Promise<ProductList> {
    const category = categoryOnly(query);
    const lang = query.lang ?? 'en';
    if (category !== null) {
      const offset = (query.pageNumber - 1) * query.pageSize;
      const page = await json.categoryPage(category, query.pageSize, offset, lang);
      return paged(JSON.parse(page.products) as Product[], page.total, query);
    }
    const where = and(
      filtersToSql(query.filters, lang),
      query.text ? matchesText(query.text, lang) : undefined,
      query.excludeId ? ne(products.id, query.excludeId) : undefined,
    );
    const offset = (query.pageNumber - 1) * query.pageSize;
    const [ids, [totalRow]] = await Promise.all([
      pageIds(where, order(query.sort, lang), query.pageSize, { offset, lang }),
      db.select({ n: count() }).from(products).leftJoin(tr, translated(lang)).where(where),
    ]);
    return paged(await byIds(ids, lang), totalRow?.n ?? 0, query);
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
    categoryListJson,
    /** The product as JSON text (ProductSchema), or null. */
    byIdJson: json.byId,
    byIds,
    async byId(id: number, lang: Language = 'en'): Promise<Product | null> {
      return (await byIds([id], lang))[0] ?? null;
    },
    recent: async (limit: number, lang: Language = 'en') =>
      byIds(await pageIds(undefined, order('newest', lang), limit), lang),
    popular: async (limit: number, lang: Language = 'en') =>
      byIds(await pageIds(undefined, [desc(products.views), asc(products.id)], limit), lang),
    bestSelling: async (limit: number, lang: Language = 'en') =>
      byIds(await bestSellingIds(limit), lang),
    /** Newest products matching the filters, without the one excluded (a product's related). */
    async related(
      filters: RawFilter[],
      excludeId: number | undefined,
      limit: number,
      lang: Language = 'en',
    ) {
      const query = { filters, excludeId, pageNumber: 1, pageSize: limit, sort: 'newest' as const };
      return (await list({ ...query, lang })).products;
    },
    /** Products whose name in `lang` (or type or vendor) has the words, by that name. */
    async search(q: string, limit: number, lang: Language = 'en'): Promise<Product[]> {
      const ids = await pageIds(matchesText(q, lang), order('title', lang), limit, { lang });
      return byIds(ids, lang);
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
