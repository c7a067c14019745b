import { useCallback } from 'react';
import type { SignupPayload } from '@shop/contracts';
import { useApi } from '@shop/contracts/react';
import { useAsyncAction } from '../../../lib/use-async-action';

/** POST auth/signup: creates the account with a single-use invitation. */
export function useSignup() {
  const api = useApi();
  const signup = useCallback((payload: SignupPayload) => api.signup(payload), [api]);
  return useAsyncAction(signup);
}
