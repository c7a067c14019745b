import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import {
  toQueryString,
  type ApiClient,
  type Language,
  type ProductList,
  type ProductQuery,
  notifyError,
} from '@shop/contracts';
import { useApi } from '@shop/ui';
import { categoryLanguage } from '../../../lib/use-categories';

/** The language is part of the key: switching it fetches the names in the new language. */
export const productsKey = (query: ProductQuery, language: Language) =>
  ['products', toQueryString(query), language] as const;

export function getProducts(
  api: ApiClient,
  query: ProductQuery,
  language: Language,
): Promise<ProductList> {
  return api.products(query, language);
}

export function useProducts(query: ProductQuery) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const language = categoryLanguage(i18n.language);
  return useSWR(productsKey(query, language), () => getProducts(api, query, language), {
    // The previous page stays on screen while the next loads: no blank flash, no layout jump.
    keepPreviousData: true,
    onError: (error) => notifyError(error, t('errors.products')),
  });
}
