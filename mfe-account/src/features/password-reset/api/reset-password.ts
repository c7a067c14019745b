import { useCallback } from 'react';
import { useApi } from '@shop/contracts/react';
import { useAsyncAction } from '../../../lib/use-async-action';

/** POST auth/reset-password: sets a new password with the emailed single-use token. */
export function useResetPassword() {
  const api = useApi();
  const reset = useCallback(
    (token: string, password: string) => api.resetPassword(token, password),
    [api],
  );
  return useAsyncAction(reset);
}

/** The server's known answers to a bad link, by translation key. */
const LINK_ERRORS: Record<string, string> = {
  'Reset link expired': 'reset.errors.expired',
  'Reset link already used': 'reset.errors.used',
  'Invalid reset link': 'reset.errors.invalid',
};

/** The translation key of a known link error, or null for any other text. */
export function linkErrorKey(message: string): string | null {
  return LINK_ERRORS[message] ?? null;
}
