import { createApiClient, type ApiClient, type ServerPageRequest } from '@shop/contracts';

/** The API client of the shell's server: public calls only, given up with the request's signal. */
export function serverApi({ apiUrl, signal }: ServerPageRequest): ApiClient {
  return createApiClient({
    baseUrl: apiUrl,
    getToken: () => null,
    fetch: (input, init) => fetch(input, { ...init, signal }),
  });
}
