import { ApiError, EXPIRED_TOKEN, toast } from '@shop/contracts';

/**
 * Spec section 8: a server answer carries its own error text, shown as is; a network failure
 * shows the call's own message. An expired token is the shell's business (it signs out).
 */
export function reportError(error: unknown, networkMessage: string): void {
  if (!(error instanceof ApiError) || error.network) {
    toast(networkMessage, 'error');
    return;
  }
  if (error.message === EXPIRED_TOKEN) return;
  toast(error.message, 'error');
}
