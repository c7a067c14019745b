import useSWR from 'swr';
import type { Language } from '@shop/contracts';
import { useApi, useDebouncedValue } from '@shop/ui';

const SEARCH_DEBOUNCE_MS = 250;
export const MIN_QUERY_LENGTH = 2;

/**
 * Searches products by their names in `language` as the shopper types, debounced; short
 * queries make no call. The language is part of the key: a switch searches again in it.
 */
export function useProductSearch(query: string, language: Language) {
  const api = useApi();
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const key = q.length >= MIN_QUERY_LENGTH ? ['search', q, language] : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => api.search(q, 8, language), {
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
