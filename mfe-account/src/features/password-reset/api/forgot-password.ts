import useSWRMutation from 'swr/mutation';
import { useApi } from '@shop/ui';

/** POST auth/forgot-password: the server answers the same whether or not the account exists. */
export function useForgotPassword() {
  const api = useApi();
  return useSWRMutation('auth/forgot-password', (_key, { arg }: { arg: string }) =>
    api.forgotPassword(arg),
  );
}
