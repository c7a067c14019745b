import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiClient, Product } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';
import { notifyError } from '@shop/contracts';

export const recentProductsKey = () => 'recent-products';

export async function getRecentProducts(api: ApiClient): Promise<Product[]> {
  return (await api.recentProducts()).products;
}

/** Only a signed-in visitor's home asks for it (spec: carousels cannot load anonymously). */
export function useRecentProducts(enabled: boolean) {
  const api = useApi();
  const { t } = useTranslation();
  return useSWR(enabled ? recentProductsKey() : null, () => getRecentProducts(api), {
    onError: (error) => notifyError(error, t('errors.recentProducts')),
  });
}
