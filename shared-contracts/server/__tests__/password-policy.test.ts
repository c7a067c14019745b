import {
  judgePassword,
  MIN_PASSWORD_LENGTH,
  problemOfRefusal,
  refusalText,
} from '@shop/contracts/password-policy';
import { MIN_PASSWORD_LENGTH as FORM_MIN_LENGTH } from '@shop/contracts';

const account = { email: 'rosa.marigold@example.com', nickname: 'marigoldfinch' };

describe('judgePassword', () => {
  it.each([
    ['aaaaaaaa', 'guessable'],
    ['abcdefgh', 'guessable'],
    ['Passw0rd!', 'guessable'],
    ['12345678', 'guessable'],
    ['correcthorsebatterystaple', 'published'],
    ['Admin#2026', 'published'],
    ['Shopper#2026', 'published'],
    ['bitshop2026!', 'published'],
    ['rosa.marigold@example.com', 'personal'],
    ['ROSA.MARIGOLD', 'personal'],
    ['Marigoldfinch!', 'personal'],
    ['short', 'tooShort'],
    ['         ', 'blank'],
    ['x'.repeat(129), 'tooLong'],
  ])('refuses "%s" as %s, scoring it below 3', (password, problem) => {
    const verdict = judgePassword(password, account);
    expect(verdict).toMatchObject({ ok: false, problem });
    expect(verdict.score).toBeLessThan(3);
  });

  it('says why a guessable password is guessable, with zxcvbn warning keys', () => {
    expect(judgePassword('aaaaaaaa').warning).toBe('simpleRepeat');
    expect(judgePassword('Passw0rd!').warning).toBe('similarToCommon');
  });

  it('accepts passwords the estimator scores 3 or 4', () => {
    for (const password of ['Harbor#Lantern-81', 'mauve-kettle-31-dune', 'Gx7#qLm2vR']) {
      expect(judgePassword(password, account)).toMatchObject({ ok: true, problem: null });
    }
  });

  it("only refuses an account's words for that account", () => {
    expect(judgePassword('Marigoldfinch!7q').ok).toBe(true);
    expect(judgePassword('Marigoldfinch!7q', account).problem).toBe('personal');
  });

  it('has the length of the form rules', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(FORM_MIN_LENGTH);
  });
});

describe('refusalText and problemOfRefusal', () => {
  it('word the API answer and read it back', () => {
    for (const password of ['aaaaaaaa', 'Admin#2026', 'rosa.marigold@example.com', '         ']) {
      const verdict = judgePassword(password, account);
      if (verdict.ok) throw new Error(`${password} should be refused`);
      const text = refusalText(verdict);
      expect(text).toMatch(/^password: /);
      expect(problemOfRefusal(text)).toBe(verdict.problem);
    }
    expect(refusalText(judgePassword('aaaaaaaa') as never)).toBe(
      'password: too easy to guess, add more words or characters (repeated characters like "aaa" are easy to guess)',
    );
    expect(problemOfRefusal('Invalid reset link')).toBeNull();
  });
});
