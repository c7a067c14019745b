import useSWR from 'swr';
import type { ApiClient } from '@shop/contracts';
import { useDebouncedValue } from '@shop/contracts/react';

const SEARCH_DEBOUNCE_MS = 250;
export const MIN_QUERY_LENGTH = 2;

/** Searches products as the shopper types, debounced; short queries make no call. */
export function useProductSearch(api: ApiClient, query: string) {
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const key = q.length >= MIN_QUERY_LENGTH ? ['search', q] : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => api.search(q), {
    keepPreviousData: true,
  });
  return {
    products: key ? (data?.products ?? []) : [],
    error,
    loading: isLoading,
    query: q,
    retry: () => void mutate(),
  };
}
