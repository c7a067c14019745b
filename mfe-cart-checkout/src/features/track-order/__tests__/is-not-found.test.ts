import { isNotFound } from '../is-not-found';

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

describe('an order lookup', () => {
  it('reads a 404, or a question that cannot match (400), as nothing found', () => {
    expect(isNotFound(new ForeignApiError('Order not found', 404))).toBe(true);
    expect(isNotFound(new ForeignApiError('orderId must match format "uuid"', 400))).toBe(true);
    expect(isNotFound(new ForeignApiError('Forbidden', 403))).toBe(false);
  });
});
