import { ApiError } from '@shop/contracts';

/**
 * The text a failed request shows: the server's own error text, or the given translated
 * network message when no answer came back (spec section 8, "login: api error" and friends).
 */
export function apiErrorText(error: unknown, networkMessage: string): string {
  if (error instanceof ApiError && !error.network) return error.message;
  return networkMessage;
}
