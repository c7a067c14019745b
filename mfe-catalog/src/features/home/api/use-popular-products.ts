import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiClient, Product } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';
import { notifyError } from '@shop/contracts';

export const popularProductsKey = () => 'popular-products';

export async function getPopularProducts(api: ApiClient): Promise<Product[]> {
  return (await api.popularProducts()).products;
}

/** Only a signed-in visitor's home asks for it (spec: carousels cannot load anonymously). */
export function usePopularProducts(enabled: boolean) {
  const api = useApi();
  const { t } = useTranslation();
  return useSWR(enabled ? popularProductsKey() : null, () => getPopularProducts(api), {
    onError: (error) => notifyError(error, t('errors.popularProducts')),
  });
}
