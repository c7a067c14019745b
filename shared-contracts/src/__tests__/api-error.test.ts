import { ApiError, EXPIRED_TOKEN, SESSION_ENDED } from '../api-client';
import { errorText, isExpiredSession, notifyError, serverAnswer } from '../api-error';
import { on, type EventMap } from '../events';

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

function toastsOf(run: () => void) {
  const seen: EventMap['ui:toast-requested'][] = [];
  const stop = on('ui:toast-requested', (payload) => seen.push(payload));
  run();
  stop();
  return seen;
}

describe('the text of a failed request', () => {
  it.each([
    ['this copy of the contracts', new ApiError('Out of stock', 409)],
    ['another copy of the contracts', new ForeignApiError('Out of stock', 409)],
  ])("is the server's text from %s", (_copy, error) => {
    expect(errorText(error, 'error fetching cart')).toBe('Out of stock');
  });

  it.each([
    ['no answer at all', new ApiError('Network error', 0)],
    ['no answer, from another copy', new ForeignApiError('Network error', 0)],
    ['a failure outside the API client', new TypeError('Failed to fetch')],
    ['something that is not an error', 'oops'],
  ])('is the translated network text for %s', (_case, error) => {
    expect(errorText(error, 'login: api error')).toBe('login: api error');
    expect(errorText(error, { network: 'Algo salió mal' })).toBe('Algo salió mal');
  });

  it('is the timeout text when no answer came in time, else the network text', () => {
    const timedOut = new DOMException('signal timed out', 'TimeoutError');
    const texts = { network: 'Sin conexión', timeout: 'Tardó demasiado' };
    expect(errorText(timedOut, texts)).toBe('Tardó demasiado');
    expect(errorText(new ApiError('Request failed (504)', 504), texts)).toBe('Tardó demasiado');
    expect(errorText(timedOut, 'Sin conexión')).toBe('Sin conexión');
  });

  it('is the expired text for a refused session when one is given', () => {
    const expired = new ForeignApiError(EXPIRED_TOKEN, 401);
    expect(errorText(expired, { network: 'x', expired: 'Tu sesión caducó' })).toBe(
      'Tu sesión caducó',
    );
    expect(errorText(expired, 'x')).toBe(EXPIRED_TOKEN);
    expect(isExpiredSession(new ApiError(SESSION_ENDED, 401))).toBe(true);
    expect(isExpiredSession(new ApiError('Invalid email or password', 401))).toBe(false);
  });

  it('reads the status of an answer only', () => {
    expect(serverAnswer(new ForeignApiError('Order not found', 404))).toEqual({
      message: 'Order not found',
      status: 404,
    });
    expect(serverAnswer(new ApiError('Network error', 0))).toBeNull();
  });
});

describe('notifyError', () => {
  it("toasts the server's text, or the network text when there was no answer", () => {
    expect(toastsOf(() => notifyError(new ApiError('Product not found', 404), 'x'))).toEqual([
      { message: 'Product not found', variant: 'error' },
    ]);
    expect(
      toastsOf(() => notifyError(new ApiError('Network error', 0), 'error fetching products')),
    ).toEqual([{ message: 'error fetching products', variant: 'error' }]);
  });

  it('leaves an expired session to the shell and toasts any other refusal', () => {
    expect(
      toastsOf(() => {
        notifyError(new ForeignApiError(EXPIRED_TOKEN, 401), 'error fetching cart');
        notifyError(new ApiError(SESSION_ENDED, 401), 'error fetching cart');
        notifyError(new ForeignApiError('Unauthorized', 401), 'error fetching cart');
      }),
    ).toEqual([{ message: 'Unauthorized', variant: 'error' }]);
  });
});
