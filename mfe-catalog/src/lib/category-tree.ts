import type { CategoryNode, CategoryRef } from '@shop/contracts';

/** Finds a category anywhere in the tree (a direct link to /products carries only its id). */
export function findCategory(tree: CategoryNode[], id: number): CategoryRef | undefined {
  for (const node of tree) {
    if (node.item.id === id) return node.item;
    const inChildren = findCategory(node.children, id);
    if (inChildren) return inChildren;
  }
  return undefined;
}

/** The navigation state a category link passes to /products (spec: the selected category). */
export interface CategoryLinkState {
  category: CategoryRef;
}

export function readCategoryState(state: unknown): CategoryRef | undefined {
  const category = (state as Partial<CategoryLinkState> | null)?.category;
  return category && typeof category.title === 'string' ? category : undefined;
}
