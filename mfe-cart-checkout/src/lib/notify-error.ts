import { EXPIRED_TOKEN, toast } from '@shop/contracts';

export interface ServerAnswer {
  status: number;
  message: string;
}

/**
 * The API's refusal carried by an error, or null when no answer arrived. Recognised by shape,
 * not `instanceof ApiError`: in the assembled shop `@shop/contracts` is a federation singleton
 * that may be the shell's copy, while the client that threw comes from this app's bundled
 * `@shop/contracts/react`, so the two ApiError classes differ.
 */
export function serverAnswer(error: unknown): ServerAnswer | null {
  if (!(error instanceof Error) || error.name !== 'ApiError') return null;
  const status = (error as Error & { status?: unknown }).status;
  if (typeof status !== 'number' || status === 0) return null;
  return { status, message: error.message };
}

/**
 * The text to show for a failed call: the spec's own message when no answer arrived (a network
 * failure), the server's `{ error }` text otherwise.
 */
export function errorMessage(error: unknown, networkMessage: string): string {
  return serverAnswer(error)?.message ?? networkMessage;
}

/**
 * The lookup found nothing: a 404, or a 400 for a question that cannot match anything (an
 * order id that is not in the server's id format), which the shopper should hear the same way.
 */
export function isNotFound(error: unknown): boolean {
  const status = serverAnswer(error)?.status;
  return status === 404 || status === 400;
}

/**
 * Shows a failed call as an error toast. An expired token is left to the shell, which signs the
 * visitor out and tells them (the API client has already raised `session:expired`).
 */
export function notifyError(error: unknown, networkMessage: string): void {
  const answer = serverAnswer(error);
  if (answer?.status === 401 && answer.message === EXPIRED_TOKEN) return;
  toast(answer?.message ?? networkMessage, 'error');
}
