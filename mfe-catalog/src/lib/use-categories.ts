import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiClient, CategoryNode } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';
import { notifyError } from '@shop/contracts';

export const categoriesKey = () => 'categories-containing-products';

export function getCategories(api: ApiClient): Promise<CategoryNode[]> {
  return api.categories();
}

/** The category tree; `enabled` false makes no call (an anonymous visitor, a page without need). */
export function useCategories(enabled = true) {
  const api = useApi();
  const { t } = useTranslation();
  return useSWR(enabled ? categoriesKey() : null, () => getCategories(api), {
    onError: (error) => notifyError(error, t('errors.categories')),
  });
}
