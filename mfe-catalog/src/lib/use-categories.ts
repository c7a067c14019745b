import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiClient, CategoryNode, CategoryRef, Language } from '@shop/contracts';
import { useApi } from '@shop/ui';
import { LANGUAGES, notifyError } from '@shop/contracts';

/** The shell's language as the API names it; English for anything else. */
export function categoryLanguage(language: string | undefined): Language {
  const base = (language ?? 'en').slice(0, 2).toLowerCase();
  return LANGUAGES.find((known) => known === base) ?? 'en';
}

/** The language is part of the key: switching it fetches the names in the new language. */
export const categoriesKey = (language: Language) =>
  ['categories-containing-products', language] as const;

export function getCategories(api: ApiClient, language: Language): Promise<CategoryNode[]> {
  return api.categories(language);
}

/** The category tree in the active language; `enabled` false makes no call (an anonymous visitor, a page without need). */
export function useCategories(enabled = true) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const language = categoryLanguage(i18n.language);
  return useSWR(enabled ? categoriesKey(language) : null, ([, lang]) => getCategories(api, lang), {
    onError: (error) => notifyError(error, t('errors.categories')),
  });
}

function collectTitles(nodes: CategoryNode[], into: Map<number, string>): Map<number, string> {
  for (const node of nodes) {
    into.set(node.item.id, node.item.title);
    collectTitles(node.children, into);
  }
  return into;
}

/**
 * Names of the given categories in the active language, read from the category tree (shared
 * with the menu through SWR's cache); a category's own `title` until the tree is there, and
 * where the tree cannot be had. A product's copies of its category names are English.
 */
export function useCategoryTitles(refs: CategoryRef[]): string[] {
  const api = useApi();
  const { i18n } = useTranslation();
  const language = categoryLanguage(i18n.language);
  const { data } = useSWR(
    refs.length && language !== 'en' ? categoriesKey(language) : null,
    ([, lang]) => getCategories(api, lang),
  );
  const titles = data ? collectTitles(data, new Map()) : undefined;
  return refs.map((ref) => titles?.get(ref.id) ?? ref.title);
}
