import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiClient, CategoryNode, Language } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';
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
