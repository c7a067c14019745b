import { meterStrength } from '../password-meter';
import { checkPassword } from '../password-checker';

describe('the strength meter', () => {
  it('is never "strong" before the list of common passwords has loaded', () => {
    expect(meterStrength('Password1!Password1!')).toEqual({ level: 'good', score: 3 });
    expect(meterStrength('Password1!Password1!', checkPassword).level).not.toBe('common');
  });

  it.each(['12345678', 'password', 'qwertyuiop', 'Sunshine', '        ', 'short'])(
    'gives "%s", which the API refuses, a score of at most 1',
    (password) => {
      expect(meterStrength(password, checkPassword).score).toBeLessThanOrEqual(1);
    },
  );
});
