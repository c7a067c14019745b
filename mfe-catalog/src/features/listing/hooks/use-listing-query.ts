import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { parseProductQuery, toQueryString, type ProductQuery } from '@shop/contracts';

/**
 * The listing's state is its URL: reading parses the query string, changing pushes a new history
 * entry (back and forward work, a link can be shared). The category title in the navigation
 * state travels along.
 */
export function useListingQuery() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = params.toString();
  const query = useMemo(() => parseProductQuery(search), [search]);
  const update = useCallback(
    (next: ProductQuery) => navigate({ search: toQueryString(next) }, { state: location.state }),
    [navigate, location.state],
  );
  return { query, update };
}
