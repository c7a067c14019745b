import { useCallback } from 'react';
import { useApi } from '@shop/contracts/react';
import { useAsyncAction } from '../../../lib/use-async-action';

/** POST auth/forgot-password: the server answers the same whether or not the account exists. */
export function useForgotPassword() {
  const api = useApi();
  const request = useCallback((email: string) => api.forgotPassword(email), [api]);
  return useAsyncAction(request);
}
