import type { FilterOperator, ProductFilter, ProductQuery, ProductSort } from './types';

/** The API answers at most this many products a page; a longer page in a link is cut to it. */
export const MAX_PAGE_SIZE = 100;

/**
 * The product listing's query string (spec: filters[i][field|operator|value], pageNumber,
 * pageSize) plus sort. The same text is the browser URL of /products and the API query.
 */
export function toQueryString(query: ProductQuery): string {
  const parts: string[] = [];
  const enc = encodeURIComponent;
  (query.filters ?? []).forEach((filter, i) => {
    parts.push(`${enc(`filters[${i}][field]`)}=${enc(filter.field)}`);
    parts.push(`${enc(`filters[${i}][operator]`)}=${enc(filter.operator)}`);
    parts.push(`${enc(`filters[${i}][value]`)}=${enc(String(filter.value))}`);
  });
  if (query.pageNumber !== undefined) parts.push(`pageNumber=${query.pageNumber}`);
  if (query.pageSize !== undefined) parts.push(`pageSize=${query.pageSize}`);
  if (query.sort) parts.push(`sort=${query.sort}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

// Keyed by the unions generated from the API's schema: an operator or sort it adds or drops
// fails the type check until it is listed here too.
const OPERATORS: Record<FilterOperator, true> = { EQUAL: true, LIKE: true, GTE: true, LTE: true };
const SORTS: Record<ProductSort, true> = {
  newest: true,
  price_asc: true,
  price_desc: true,
  title: true,
};

function positiveInt(value: string | null): number | undefined {
  if (value === null) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Reads a URL's search part back into a query; malformed parts are dropped, not guessed. */
export function parseProductQuery(search: string | URLSearchParams): ProductQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const byIndex = new Map<number, Partial<ProductFilter>>();
  for (const [key, value] of params) {
    const match = /^filters\[(\d+)\]\[(field|operator|value)\]$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const entry = byIndex.get(index) ?? {};
    (entry as Record<string, string>)[match[2] as string] = value;
    byIndex.set(index, entry);
  }
  const filters = [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, f]) => f)
    .filter(
      (f): f is ProductFilter =>
        typeof f.field === 'string' &&
        f.field !== '' &&
        f.operator !== undefined &&
        Object.hasOwn(OPERATORS, f.operator) &&
        f.value !== undefined,
    );
  const sort = params.get('sort') as ProductSort | null;
  const query: ProductQuery = {};
  if (filters.length) query.filters = filters;
  const pageNumber = positiveInt(params.get('pageNumber'));
  if (pageNumber) query.pageNumber = pageNumber;
  const pageSize = positiveInt(params.get('pageSize'));
  if (pageSize) query.pageSize = Math.min(pageSize, MAX_PAGE_SIZE);
  if (sort && Object.hasOwn(SORTS, sort)) query.sort = sort;
  return query;
}

/** The category id of a `categories_id EQUAL` filter, when the query has one. */
export function categoryIdOf(query: ProductQuery): number | undefined {
  const filter = query.filters?.find((f) => f.field === 'categories_id' && f.operator === 'EQUAL');
  const id = filter ? Number(filter.value) : NaN;
  return Number.isInteger(id) ? id : undefined;
}

export function categoryQuery(categoryId: number): ProductQuery {
  return {
    filters: [{ field: 'categories_id', operator: 'EQUAL', value: categoryId }],
    pageNumber: 1,
  };
}
