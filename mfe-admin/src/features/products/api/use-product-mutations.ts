import { useSWRConfig } from 'swr';
import type { ProductInput, ProductList } from '@shop/contracts';
import { useApi } from '@shop/ui';
import { isAdminProductsKey } from './get-admin-products';

/**
 * Create, update and delete. Update and delete show their effect at once on every cached page
 * and revalidate afterwards, which also rolls the optimistic change back when the API refused.
 */
export function useProductMutations() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const revalidate = () => mutate(isAdminProductsKey);
  const patchPages = (change: (list: ProductList) => ProductList) =>
    mutate<ProductList>(isAdminProductsKey, (list) => (list ? change(list) : list), {
      revalidate: false,
    });

  async function settle<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } finally {
      await revalidate();
    }
  }

  return {
    create: (input: ProductInput) => settle(api.admin.createProduct(input)),
    update: (id: number, input: Partial<ProductInput>) => {
      // The English fields show at once; the translations come back with the reply.
      const { translations: _sent, ...shown } = input;
      void patchPages((list) => ({
        ...list,
        products: list.products.map((p) => (p.id === id ? { ...p, ...shown } : p)),
      }));
      return settle(api.admin.updateProduct(id, input));
    },
    remove: (id: number) => {
      void patchPages((list) => ({ ...list, products: list.products.filter((p) => p.id !== id) }));
      return settle(api.admin.deleteProduct(id));
    },
  };
}
