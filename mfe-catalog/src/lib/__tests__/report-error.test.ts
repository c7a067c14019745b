import { ApiError, EXPIRED_TOKEN, on } from '@shop/contracts';
import { reportError } from '../report-error';

function toastsOf(run: () => void) {
  const seen: unknown[] = [];
  const stop = on('ui:toast-requested', (payload) => seen.push(payload));
  run();
  stop();
  return seen;
}

describe('reportError', () => {
  it("shows the server's own error text", () => {
    expect(
      toastsOf(() => reportError(new ApiError('Product not found', 404), 'error fetching product')),
    ).toEqual([{ message: 'Product not found', variant: 'error' }]);
  });

  it("shows the call's own message when there was no answer", () => {
    expect(
      toastsOf(() => reportError(new ApiError('Network error', 0), 'error fetching products')),
    ).toEqual([{ message: 'error fetching products', variant: 'error' }]);
  });

  it('leaves an expired token to the shell, which signs the visitor out', () => {
    expect(
      toastsOf(() => reportError(new ApiError(EXPIRED_TOKEN, 401), 'error fetching cart')),
    ).toEqual([]);
  });
});
