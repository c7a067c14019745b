import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiClient, Language, Product } from '@shop/contracts';
import { useApi } from '@shop/ui';
import { notifyError } from '@shop/contracts';
import { categoryLanguage } from '../../../lib/use-categories';

/** The home page's product lists: each one's cache key, API call and error text. */
const LISTS = {
  recent: {
    key: 'recent-products',
    fetch: (api: ApiClient, language: Language) => api.recentProducts(language),
    error: 'errors.recentProducts',
  },
  popular: {
    key: 'popular-products',
    fetch: (api: ApiClient, language: Language) => api.popularProducts(language),
    error: 'errors.popularProducts',
  },
  bestSelling: {
    key: 'best-selling-products',
    fetch: (api: ApiClient, language: Language) => api.bestSellingProducts(language),
    error: 'errors.bestSellingProducts',
  },
};

export type HomeList = keyof typeof LISTS;

/** The language is part of the key: switching it fetches the names in the new language. */
export const homeProductsKey = (list: HomeList, language: Language) =>
  [LISTS[list].key, language] as const;

export async function getHomeProducts(
  api: ApiClient,
  list: HomeList,
  language: Language,
): Promise<Product[]> {
  return (await LISTS[list].fetch(api, language)).products;
}

/** Only a signed-in visitor's home asks for it (spec: carousels cannot load anonymously). */
export function useHomeProducts(list: HomeList, enabled: boolean) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const language = categoryLanguage(i18n.language);
  const key = enabled ? homeProductsKey(list, language) : null;
  return useSWR(key, () => getHomeProducts(api, list, language), {
    onError: (error) => notifyError(error, t(LISTS[list].error)),
  });
}
