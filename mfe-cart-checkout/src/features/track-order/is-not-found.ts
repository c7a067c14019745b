import { serverAnswer } from '@shop/contracts';

/**
 * The lookup found nothing: a 404, or a 400 for a question that cannot match anything (an
 * order id that is not in the server's id format), which the shopper should hear the same way.
 */
export function isNotFound(error: unknown): boolean {
  const status = serverAnswer(error)?.status;
  return status === 404 || status === 400;
}
