import { unstable_serialize, type Key } from 'swr';
import {
  createApiClient,
  type ApiClient,
  type InitialData,
  type PageDataLoader,
  type PrefetchRequest,
  type ServerPageRequest,
} from '@shop/contracts';
import { prefetchData } from '@shop/ui';

/** One SWR cache entry to fetch: the hook's key and its fetcher. */
export type Entry = [key: Key, fetch: () => Promise<unknown>];

/**
 * Fetches the entries in parallel into SWR cache entries by serialized key (the keys the
 * page's hooks use). An entry that fails is left out: the page fetches it as it would
 * without a server render.
 */
export async function collect(entries: Entry[]): Promise<InitialData> {
  const settled = await Promise.allSettled(entries.map(([, fetch]) => fetch()));
  const data: InitialData = {};
  settled.forEach((result, i) => {
    if (result.status === 'fulfilled') data[unstable_serialize(entries[i]![0])] = result.value;
  });
  return data;
}

/** Path and query of the page's URL. */
export function parseUrl(url: string): { pathname: string; search: string } {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  return { pathname, search };
}

/** The API client of the shell's server: public calls only, given up with the request's signal. */
export function serverApi({ apiUrl, signal }: ServerPageRequest): ApiClient {
  return createApiClient({
    baseUrl: apiUrl,
    getToken: () => null,
    fetch: (input, init) => fetch(input, { ...init, signal }),
  });
}

/**
 * A page's `prefetch`, its loader in the browser when the shopper is about to open it
 * (DataPrefetcher), and `load`, its data on the shell's server (ServerPageModule).
 */
export const pageData = (loader: PageDataLoader) => ({
  prefetch: (request: PrefetchRequest) => void prefetchData(loader, request),
  load: (request: ServerPageRequest) => loader(request, serverApi(request)),
});
