import { EXPIRED_TOKEN, SESSION_ENDED } from './api-client';
import { toast } from './events';

/**
 * A failed request as the API client reports it. Recognised by shape (an error named ApiError
 * with a numeric status), never `instanceof ApiError`: `@shop/contracts` is shared by version
 * range, so the assembled shop may run two copies of it (an app built on a newer minor brings
 * its own), whose ApiError classes are not the same object.
 */
export interface FailedRequest {
  message: string;
  /** 0 when no answer came back. */
  status: number;
}

export function failedRequest(error: unknown): FailedRequest | null {
  if (!(error instanceof Error) || error.name !== 'ApiError') return null;
  const { status } = error as Error & { status?: unknown };
  return typeof status === 'number' ? { message: error.message, status } : null;
}

/** The server's answer to a request, or null when it never answered (or failed otherwise). */
export function serverAnswer(error: unknown): FailedRequest | null {
  const failed = failedRequest(error);
  return failed && failed.status !== 0 ? failed : null;
}

/** The API refused the session's token: the shell signs the visitor out and tells them. */
export function isExpiredSession(error: unknown): boolean {
  const answer = serverAnswer(error);
  return answer?.status === 401 && [EXPIRED_TOKEN, SESSION_ENDED].includes(answer.message);
}

/** No answer in time: the browser gave up (AbortSignal.timeout) or a gateway did. */
export function isTimeout(error: unknown): boolean {
  if (error instanceof Error && error.name === 'TimeoutError') return true;
  const status = serverAnswer(error)?.status;
  return status === 408 || status === 504;
}

/** The translated texts a failed request may show; only `network` is required. */
export interface ErrorTexts {
  /** No answer came back (or the call failed before it was sent). */
  network: string;
  /** No answer in time; `network` when not given. */
  timeout?: string;
  /** The session expired; the server's own text when not given. */
  expired?: string;
}

/**
 * The one text a failed request shows (spec section 8): the server's own `{ error }` text when
 * it answered; otherwise the caller's translated network (or timeout) text, never the client's
 * English "Network error". A string stands for `{ network }`.
 */
export function errorText(error: unknown, texts: ErrorTexts | string): string {
  const { network, timeout, expired } = typeof texts === 'string' ? { network: texts } : texts;
  if (isTimeout(error)) return timeout ?? network;
  if (expired !== undefined && isExpiredSession(error)) return expired;
  return serverAnswer(error)?.message ?? network;
}

/**
 * Shows a failed request as an error toast. An expired session is left to the shell, which
 * signs the visitor out and tells them (the API client has already raised `session:expired`).
 */
export function notifyError(error: unknown, texts: ErrorTexts | string): void {
  if (isExpiredSession(error)) return;
  toast(errorText(error, texts), 'error');
}
