import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { serverAnswer, type ApiClient, type Product, notifyError } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';

export const productKey = (id: string) => ['product', id] as const;

export function getProduct(api: ApiClient, id: string): Promise<Product> {
  return api.product(id);
}

/** By shape, not class: the error may come from another copy of @shop/contracts than this one. */
export const isNotFound = (error: unknown) => serverAnswer(error)?.status === 404;

export function useProduct(id: string | undefined) {
  const api = useApi();
  const { t } = useTranslation();
  return useSWR(id ? productKey(id) : null, () => getProduct(api, id as string), {
    onError: (error) => {
      // An unknown product has its own page state; every other failure is reported.
      if (!isNotFound(error)) notifyError(error, t('errors.product'));
    },
  });
}
