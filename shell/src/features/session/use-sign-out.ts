import { useCallback } from 'react';
import { useStore } from 'jotai';
import { signOutAtom, tokenAtom, useShellApi } from '../../lib/session';

/**
 * Sign out: the API ends the session, so the token is worthless wherever it was copied, and
 * the browser forgets it at once whether or not the API could be reached (the call has read the
 * token by then). The callback stays the same for the app's life.
 */
export function useSignOut() {
  const store = useStore();
  const api = useShellApi();
  return useCallback(() => {
    if (store.get(tokenAtom)) api.logout().catch(() => undefined);
    store.set(signOutAtom);
  }, [api, store]);
}
