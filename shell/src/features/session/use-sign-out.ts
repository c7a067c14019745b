import { useCallback } from 'react';
import { useStore } from 'jotai';
import { createApiClient } from '@shop/contracts';
import { configAtom } from '../../lib/config';
import { signOutAtom, tokenAtom } from '../../lib/session';

/**
 * Sign out: the API ends the session, so the token is worthless wherever it was copied, and
 * the browser forgets it at once whether or not the API could be reached. The token and the
 * API's address are read when it runs, so the callback stays the same for the app's life.
 */
export function useSignOut() {
  const store = useStore();
  return useCallback(() => {
    const token = store.get(tokenAtom);
    if (token) {
      const { apiUrl } = store.get(configAtom);
      createApiClient({ baseUrl: apiUrl, getToken: () => token })
        .logout()
        .catch(() => undefined);
    }
    store.set(signOutAtom);
  }, [store]);
}
