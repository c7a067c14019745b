import useSWRMutation from 'swr/mutation';
import { useApi } from '@shop/ui';

/** POST auth/reset-password: sets a new password with the emailed single-use token. */
export function useResetPassword() {
  const api = useApi();
  return useSWRMutation(
    'auth/reset-password',
    (_key, { arg }: { arg: { token: string; password: string } }) =>
      api.resetPassword(arg.token, arg.password),
  );
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
