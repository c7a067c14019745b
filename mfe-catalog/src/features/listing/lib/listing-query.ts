import type { ProductFilter, ProductQuery, ProductSort } from '@shop/contracts';

/** What the filter sidebar controls; any other filter (the category) is left as it is. */
export interface SidebarFilters {
  minPrice?: number;
  maxPrice?: number;
  onSale: boolean;
  newProduct: boolean;
}

const SIDEBAR_FIELDS = ['price', 'onSale', 'newProduct'];

const isSidebarFilter = (f: ProductFilter) => SIDEBAR_FIELDS.includes(f.field);

function numberOf(
  filters: ProductFilter[],
  operator: ProductFilter['operator'],
): number | undefined {
  const filter = filters.find((f) => f.field === 'price' && f.operator === operator);
  const value = filter ? Number(filter.value) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

function flagOf(filters: ProductFilter[], field: string): boolean {
  return filters.some(
    (f) => f.field === field && f.operator === 'EQUAL' && String(f.value) === 'true',
  );
}

export function readSidebar(query: ProductQuery): SidebarFilters {
  const filters = query.filters ?? [];
  return {
    minPrice: numberOf(filters, 'GTE'),
    maxPrice: numberOf(filters, 'LTE'),
    onSale: flagOf(filters, 'onSale'),
    newProduct: flagOf(filters, 'newProduct'),
  };
}

/** A new filter set starts again at page 1: the old page number may not exist any more. */
export function withSidebar(query: ProductQuery, sidebar: SidebarFilters): ProductQuery {
  const filters: ProductFilter[] = (query.filters ?? []).filter((f) => !isSidebarFilter(f));
  if (sidebar.minPrice !== undefined)
    filters.push({ field: 'price', operator: 'GTE', value: sidebar.minPrice });
  if (sidebar.maxPrice !== undefined)
    filters.push({ field: 'price', operator: 'LTE', value: sidebar.maxPrice });
  if (sidebar.onSale) filters.push({ field: 'onSale', operator: 'EQUAL', value: true });
  if (sidebar.newProduct) filters.push({ field: 'newProduct', operator: 'EQUAL', value: true });
  const next: ProductQuery = { ...query, pageNumber: 1 };
  if (filters.length) next.filters = filters;
  else delete next.filters;
  return next;
}

export function withSort(query: ProductQuery, sort: ProductSort | undefined): ProductQuery {
  const next: ProductQuery = { ...query, pageNumber: 1 };
  if (sort) next.sort = sort;
  else delete next.sort;
  return next;
}

export function withPage(query: ProductQuery, pageNumber: number): ProductQuery {
  return { ...query, pageNumber };
}
