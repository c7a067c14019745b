import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import {
  toQueryString,
  type ApiClient,
  type ProductList,
  type ProductQuery,
  notifyError,
} from '@shop/contracts';
import { useApi } from '@shop/contracts/react';

export const productsKey = (query: ProductQuery) => ['products', toQueryString(query)] as const;

export function getProducts(api: ApiClient, query: ProductQuery): Promise<ProductList> {
  return api.products(query);
}

export function useProducts(query: ProductQuery) {
  const api = useApi();
  const { t } = useTranslation();
  return useSWR(productsKey(query), () => getProducts(api, query), {
    // The previous page stays on screen while the next loads: no blank flash, no layout jump.
    keepPreviousData: true,
    onError: (error) => notifyError(error, t('errors.products')),
  });
}
