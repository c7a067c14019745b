import { and, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { categories, productCategories, products } from '../db/schema';
import { badRequest } from '../lib/errors';
import type { Language } from '../schemas/catalog';
import { toMinor } from '../lib/money';
import { INT32_MAX, MAX_MONEY } from '../schemas/common';

export interface RawFilter {
  field: string;
  operator: string;
  value: string;
}

type Build = (value: string, field: string, lang: Language) => SQL;

/**
 * The product's name in `lang`: its translation's, else the English one, from the row alone.
 * Each is the expression of an index (products_title_idx, products_title_es_idx, …), so the
 * sort by name is a range of it in every language.
 */
export const productName = (lang: Language): SQL<string> =>
  lang === 'en'
    ? sql<string>`${products.title}`
    : sql<string>`coalesce(${products.translatedTitles}->>${sql.raw(`'${lang}'`)}, ${products.title})`;

/** Escapes LIKE's wildcards so a search for "50%" means the text, not a pattern. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function flag(value: string, field: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest(`filters: ${field} takes true or false, not "${value}"`);
}

function price(value: string, field: string): number {
  // Decimal digits only (no exponent, sign or hex), bounded like every price the shop stores,
  // so the minor units fit the integer column.
  const n = /^\d{1,8}(?:\.\d{1,2})?$/.test(value) ? Number(value) : NaN;
  const minor = n <= MAX_MONEY ? toMinor(n) : null;
  if (minor === null) throw badRequest(`filters: ${field} takes a price like 12.5, not "${value}"`);
  return minor;
}

export function categoryId(value: string): number {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(id >= 1 && id <= INT32_MAX)) {
    throw badRequest(`filters: categories_id takes a category id, not "${value}"`);
  }
  return id;
}

/** A parent category matches its own products and its children's. */
export function inCategory(id: number): SQL {
  return sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id}
    and pc.category_id in (select c.id from ${categories} c where c.id = ${id} or c.parent_id = ${id}))`;
}

const isDiscount = sql`(${products.discount} and ${products.oldPrice} > ${products.newPrice})`;

/** The allow-list: field → operator → SQL. Nothing else reaches the database. */
const FILTERS: Record<string, Record<string, Build>> = {
  categories_id: { EQUAL: (v) => inCategory(categoryId(v)) },
  title: { LIKE: (v, _field, lang) => ilike(productName(lang), likeText(v)) },
  price: {
    GTE: (v, f) => gte(products.newPrice, price(v, f)),
    LTE: (v, f) => lte(products.newPrice, price(v, f)),
  },
  onSale: { EQUAL: (v, f) => eq(products.onSale, flag(v, f)) },
  newProduct: { EQUAL: (v, f) => eq(products.newProduct, flag(v, f)) },
  isDiscount: { EQUAL: (v, f) => sql`${isDiscount} = ${flag(v, f)}` },
};

export function filtersToSql(filters: RawFilter[], lang: Language = 'en'): SQL | undefined {
  const parts = filters.map(({ field, operator, value }) => {
    const operators = FILTERS[field];
    if (!operators) {
      throw badRequest(
        `filters: unknown field "${field}" (allowed: ${Object.keys(FILTERS).join(', ')})`,
      );
    }
    const build = operators[operator];
    if (!build) {
      throw badRequest(
        `filters: operator "${operator}" is not allowed for ${field} (allowed: ${Object.keys(operators).join(', ')})`,
      );
    }
    return build(value, field, lang);
  });
  return parts.length ? and(...parts) : undefined;
}
