import { ApiError } from '@shop/contracts';
import { apiErrorText } from '../api-error';

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

describe('the text of a failed request', () => {
  it("is the server's text, even when the error comes from another copy of the contracts", () => {
    expect(apiErrorText(new ForeignApiError('Reset link already used', 400), 'api error')).toBe(
      'Reset link already used',
    );
    expect(apiErrorText(new ApiError('Invalid email or password', 401), 'api error')).toBe(
      'Invalid email or password',
    );
  });

  it('is the network message when no answer came back or something else failed', () => {
    expect(apiErrorText(new ForeignApiError('Network error', 0), 'login: api error')).toBe(
      'login: api error',
    );
    expect(apiErrorText(new TypeError('boom'), 'login: api error')).toBe('login: api error');
    expect(apiErrorText('not an error', 'login: api error')).toBe('login: api error');
  });
});
