import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiClient, Product } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';
import { notifyError } from '@shop/contracts';

/** The home page's product lists: each one's cache key, API call and error text. */
const LISTS = {
  recent: {
    key: 'recent-products',
    fetch: (api: ApiClient) => api.recentProducts(),
    error: 'errors.recentProducts',
  },
  popular: {
    key: 'popular-products',
    fetch: (api: ApiClient) => api.popularProducts(),
    error: 'errors.popularProducts',
  },
  bestSelling: {
    key: 'best-selling-products',
    fetch: (api: ApiClient) => api.bestSellingProducts(),
    error: 'errors.bestSellingProducts',
  },
};

export type HomeList = keyof typeof LISTS;

export const homeProductsKey = (list: HomeList) => LISTS[list].key;

export async function getHomeProducts(api: ApiClient, list: HomeList): Promise<Product[]> {
  return (await LISTS[list].fetch(api)).products;
}

/** Only a signed-in visitor's home asks for it (spec: carousels cannot load anonymously). */
export function useHomeProducts(list: HomeList, enabled: boolean) {
  const api = useApi();
  const { t } = useTranslation();
  return useSWR(enabled ? homeProductsKey(list) : null, () => getHomeProducts(api, list), {
    onError: (error) => notifyError(error, t(LISTS[list].error)),
  });
}
