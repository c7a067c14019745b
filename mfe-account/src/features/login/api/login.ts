import useSWRMutation from 'swr/mutation';
import type { LoginPayload } from '@shop/contracts';
import { useApi } from '@shop/ui';

/** POST auth/login: answers the session, whose token the shell keeps. */
export function useLogin() {
  const api = useApi();
  return useSWRMutation('auth/login', (_key, { arg }: { arg: LoginPayload }) => api.login(arg));
}
