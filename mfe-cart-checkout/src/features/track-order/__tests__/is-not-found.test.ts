import { ApiError } from '@shop/contracts';
import { isNotFound } from '../is-not-found';

describe('an order lookup', () => {
  it('reads a 404, or a question that cannot match (400), as nothing found', () => {
    expect(isNotFound(new ApiError('Order not found', 404))).toBe(true);
    expect(isNotFound(new ApiError('orderId must match format "uuid"', 400))).toBe(true);
    expect(isNotFound(new ApiError('Forbidden', 403))).toBe(false);
    expect(isNotFound(new ApiError('Network error', 0))).toBe(false);
  });
});
