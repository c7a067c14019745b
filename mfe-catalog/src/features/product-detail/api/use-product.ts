import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import {
  serverAnswer,
  type ApiClient,
  type Language,
  type Product,
  notifyError,
} from '@shop/contracts';
import { useApi } from '@shop/ui';
import { categoryLanguage } from '../../../lib/use-categories';

/** The language is part of the key: switching it fetches the product in the new language. */
export const productKey = (id: string, language: Language) => ['product', id, language] as const;

export function getProduct(api: ApiClient, id: string, language: Language): Promise<Product> {
  return api.product(id, language);
}

/**
 * The address names no product: no product has the id (404), or it is no id at all (400, as
 * /product/abc is refused). By shape, not class: the error may come from another copy of
 * @shop/contracts than this one.
 */
export const isNotFound = (error: unknown) => [400, 404].includes(serverAnswer(error)?.status ?? 0);

export function useProduct(id: string | undefined) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const language = categoryLanguage(i18n.language);
  return useSWR(
    id ? productKey(id, language) : null,
    () => getProduct(api, id as string, language),
    {
      onError: (error) => {
        // An unknown product has its own page state; every other failure is reported.
        if (!isNotFound(error)) notifyError(error, t('errors.product'));
      },
    },
  );
}
