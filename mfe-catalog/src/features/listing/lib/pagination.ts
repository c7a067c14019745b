export type PageItem = number | 'gap';

/** Pages shown around the current one before the list collapses into gaps. */
const SIBLINGS = 1;

/**
 * The numbered buttons of the pagination: every page when there are few, otherwise the first,
 * the last and the current one with its neighbours, gaps standing for the rest.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  if (totalPages <= 5 + SIBLINGS * 2) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, page - SIBLINGS);
  const end = Math.min(totalPages - 1, page + SIBLINGS);
  const items: PageItem[] = [1];
  if (start > 2) items.push(start === 3 ? 2 : 'gap');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < totalPages - 1) items.push(end === totalPages - 2 ? totalPages - 1 : 'gap');
  items.push(totalPages);
  return items;
}
