import { ApiError, on, type EventMap } from '@shop/contracts';
import { errorMessage, isNotFound, notifyError } from '../notify-error';

/** What the API client of another copy of the contracts throws: same shape, another class. */
class ForeignApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

describe('reading a failed call', () => {
  it.each([
    ['this copy of the contracts', new ApiError('Out of stock', 409)],
    ['another copy of the contracts', new ForeignApiError('Out of stock', 409)],
  ])("shows the server's text from %s", (_copy, error) => {
    expect(errorMessage(error, 'error fetching cart')).toBe('Out of stock');
  });

  it.each([
    ['no answer at all', new ApiError('Network error', 0)],
    ['a failure outside the API client', new TypeError('Failed to fetch')],
    ['something that is not an error', 'oops'],
  ])('shows the spec message for %s', (_case, error) => {
    expect(errorMessage(error, 'error fetching cart')).toBe('error fetching cart');
  });

  it('reads a 404, or a question that cannot match (400), as nothing found', () => {
    expect(isNotFound(new ForeignApiError('Order not found', 404))).toBe(true);
    expect(isNotFound(new ForeignApiError('orderId must match format "uuid"', 400))).toBe(true);
    expect(isNotFound(new ForeignApiError('Forbidden', 403))).toBe(false);
  });

  it('leaves an expired token to the shell and toasts anything else', () => {
    const toasts: EventMap['ui:toast-requested'][] = [];
    const stop = on('ui:toast-requested', (payload) => toasts.push(payload));

    notifyError(new ForeignApiError('Expired token', 401), 'error fetching cart');
    notifyError(new ForeignApiError('Unauthorized', 401), 'error fetching cart');
    stop();

    expect(toasts).toEqual([{ message: 'Unauthorized', variant: 'error' }]);
  });
});
