import useSWR from 'swr';
import type { CategoryNode, CategoryRef } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';

export const categoriesKey = () => 'categories-containing-products';

/** The category tree flattened, children indented under their parent's title. */
export function flattenCategories(
  nodes: CategoryNode[],
  depth = 0,
): (CategoryRef & { depth: number })[] {
  return nodes.flatMap((node) => [
    { ...node.item, depth },
    ...flattenCategories(node.children, depth + 1),
  ]);
}

export function useCategories() {
  const api = useApi();
  return useSWR(categoriesKey(), () => api.categories());
}
