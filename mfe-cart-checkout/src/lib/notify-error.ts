import { ApiError, EXPIRED_TOKEN, toast } from '@shop/contracts';

/**
 * The text to show for a failed call: the spec's own message when no answer arrived (a network
 * failure), the server's `{ error }` text otherwise.
 */
export function errorMessage(error: unknown, networkMessage: string): string {
  if (error instanceof ApiError && !error.network) return error.message;
  return networkMessage;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Shows a failed call as an error toast. An expired token is left to the shell, which signs the
 * visitor out and tells them (the API client has already raised `session:expired`).
 */
export function notifyError(error: unknown, networkMessage: string): void {
  if (error instanceof ApiError && error.status === 401 && error.message === EXPIRED_TOKEN) return;
  toast(errorMessage(error, networkMessage), 'error');
}
