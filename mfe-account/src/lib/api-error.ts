/**
 * A failed request as the API client reports it. Checked by shape, not `instanceof ApiError`:
 * the client this app calls comes from `@shop/contracts/react` (bundled here) while
 * `@shop/contracts` itself is a federation singleton that may be the shell's copy, so the two
 * ApiError classes are not the same object in the assembled shop.
 */
export interface FailedRequest {
  message: string;
  /** 0 when no answer came back. */
  status: number;
}

export function asFailedRequest(error: unknown): FailedRequest | null {
  if (!(error instanceof Error) || error.name !== 'ApiError') return null;
  const { status } = error as Error & { status?: unknown };
  return typeof status === 'number' ? { message: error.message, status } : null;
}

/** The server's answer to a request, or null when it never answered (or failed otherwise). */
export function serverAnswer(error: unknown): FailedRequest | null {
  const failed = asFailedRequest(error);
  return failed && failed.status !== 0 ? failed : null;
}

/**
 * The text a failed request shows: the server's own error text, or the given translated
 * network message when no answer came back (spec section 8, "login: api error" and friends).
 */
export function apiErrorText(error: unknown, networkMessage: string): string {
  return serverAnswer(error)?.message ?? networkMessage;
}
