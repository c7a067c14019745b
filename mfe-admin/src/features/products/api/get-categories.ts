import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type CategoryNode, type CategoryRef, type Language } from '@shop/contracts';
import { useApi } from '@shop/ui';

/**
 * The language is part of the key (the storefront's key too, so the page keeps one copy per
 * language): switching the staff member's language fetches the names in it.
 */
export const categoriesKey = (language: Language) =>
  ['categories-containing-products', language] as const;

/** Every language's copy of the tree, for revalidating them all after a rename. */
export const isCategoriesKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'categories-containing-products';

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

/** The admin's language as the API names it; English for anything else. */
function useLanguage(): Language {
  const { i18n } = useTranslation();
  const base = (i18n.language ?? 'en').slice(0, 2);
  return LANGUAGES.find((known) => known === base) ?? 'en';
}

/** The category tree, named in the admin's language. */
export function useCategories() {
  const api = useApi();
  return useSWR(categoriesKey(useLanguage()), ([, language]) => api.categories(language));
}

/** Names of the given categories in the admin's language; their own (English) until the tree is there. */
export function useCategoryTitles(refs: CategoryRef[]): string[] {
  const { data } = useCategories();
  const titles = new Map(flattenCategories(data ?? []).map((c) => [c.id, c.title]));
  return refs.map((ref) => titles.get(ref.id) ?? ref.title);
}
