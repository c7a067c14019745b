import { useCallback } from 'react';
import type { LoginPayload } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';
import { useAsyncAction } from '../../../lib/use-async-action';

/** POST auth/login: answers the session, whose token the shell keeps. */
export function useLogin() {
  const api = useApi();
  const login = useCallback((payload: LoginPayload) => api.login(payload), [api]);
  return useAsyncAction(login);
}
