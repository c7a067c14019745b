import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiClient, Product } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';
import { notifyError } from '@shop/contracts';

export const bestSellingProductsKey = () => 'best-selling-products';

export async function getBestSellingProducts(api: ApiClient): Promise<Product[]> {
  return (await api.bestSellingProducts()).products;
}

/** Only a signed-in visitor's home asks for it (spec: carousels cannot load anonymously). */
export function useBestSellingProducts(enabled: boolean) {
  const api = useApi();
  const { t } = useTranslation();
  return useSWR(enabled ? bestSellingProductsKey() : null, () => getBestSellingProducts(api), {
    onError: (error) => notifyError(error, t('errors.bestSellingProducts')),
  });
}
