import useSWRMutation from 'swr/mutation';
import type { SignupPayload } from '@shop/contracts';
import { useApi } from '@shop/ui';

/** POST auth/signup: creates the account with a single-use invitation. */
export function useSignup() {
  const api = useApi();
  return useSWRMutation('auth/signup', (_key, { arg }: { arg: SignupPayload }) => api.signup(arg));
}
