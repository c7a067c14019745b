import useSWR from 'swr';
import { useApi } from '@shop/ui';

const PRODUCTS_PAGE_SIZE = 12;

const adminProductsKey = (q: string, page: number) => ['admin/products', q, page] as const;

/** Matches every cached page of the admin product list (for revalidation after a change). */
export const isAdminProductsKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'admin/products';

export function useAdminProducts(q: string, page: number) {
  const api = useApi();
  return useSWR(adminProductsKey(q, page), () => api.admin.products(q, page, PRODUCTS_PAGE_SIZE), {
    keepPreviousData: true,
  });
}
