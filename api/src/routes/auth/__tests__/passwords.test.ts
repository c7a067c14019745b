import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { callerAs, OTHER, suiteApp } from '../../../test-support/test-app';

const STRONG = 'Harbor#Lantern-81';

/** Weak passwords that passed before the estimator judged them, and why each is refused. */
const WEAK: [password: string, message: RegExp][] = [
  ['aaaaaaaa', /too easy to guess.*repeated characters/],
  ['abcdefgh', /too easy to guess.*sequences/],
  ['Passw0rd!', /too easy to guess.*similar to a commonly used password/],
  ['iloveyou', /too easy to guess.*frequently used password/],
  ['correcthorsebatterystaple', /must not be a published password/],
  ['Admin#2026', /must not be a published password/],
  ['Shopper#2026', /must not be a published password/],
  ['        ', /must not be only spaces/],
  ['short', /must NOT have fewer than 8 characters/],
];

describe('the password policy', () => {
  const t = suiteApp();
  const anyone = callerAs(t);
  let invitation = 0;
  const signup = (password: string, account: { email?: string; nickname?: string } = {}) => {
    invitation += 1;
    return anyone('POST', '/api/auth/signup', {
      nickname: account.nickname ?? 'newcomer',
      email: account.email ?? `new${invitation}@example.com`,
      password,
      invitationId: `DEMO-INVITE-${String(invitation).padStart(2, '0')}`,
    });
  };
  const tokenFor = async (email: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    return t.app.repos.passwordResets.issue(user!.id);
  };
  const reset = (token: string, password: string) =>
    anyone('POST', '/api/auth/reset-password', { token, password });

  it.each(WEAK)('refuses "%s" at signup and creates no account', async (password, message) => {
    const email = `weak${Math.random().toString(36).slice(2)}@example.com`;
    const response = await signup(password, { email });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect((await anyone('POST', '/api/auth/login', { email, password })).statusCode).toBe(401);
  });

  it.each([
    ['the email', 'rosa.marigold@example.com', 'rosa.marigold@example.com'],
    ['the email in capitals', 'rosa.marigold@example.com', 'Rosa.Marigold@Example.com'],
    ['the nickname', 'marigoldfinch', 'Marigoldfinch'],
    ['the nickname and a year', 'marigoldfinch', 'marigoldfinch2026'],
  ])('refuses %s of the new account as its password', async (_case, word, password) => {
    const account = word.includes('@') ? { email: word } : { nickname: word };
    const response = await signup(password, account);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('password: must not contain your email or nickname');
  });

  it('accepts a password the estimator finds hard to guess', async () => {
    const response = await signup(STRONG, { email: 'fine@example.com' });
    expect(response.statusCode).toBe(200);
    const login = await anyone('POST', '/api/auth/login', {
      email: 'fine@example.com',
      password: STRONG,
    });
    expect(login.statusCode).toBe(200);
  });

  it.each(WEAK.filter(([password]) => password.length >= 8))(
    'refuses "%s" at reset, keeps the old password',
    async (password, message) => {
      const token = await tokenFor(OTHER.email);
      const response = await reset(token, password);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
      expect((await anyone('POST', '/api/auth/login', OTHER)).statusCode).toBe(200);
      expect((await anyone('POST', '/api/auth/login', { ...OTHER, password })).statusCode).toBe(
        401,
      );
    },
  );

  it("refuses the account's own email and nickname at reset, judged for the link's account", async () => {
    await signup(STRONG, { email: 'finch@example.com', nickname: 'marigoldfinch' });
    const token = await tokenFor('finch@example.com');
    for (const password of ['finch@example.com', 'marigoldfinch2026']) {
      const response = await reset(token, password);
      expect(response.json()).toEqual({
        error: 'password: must not contain your email or nickname',
      });
    }
    // The refusals did not spend the link: a strong password still goes through with it.
    expect((await reset(token, 'Tidal#Compass-37')).statusCode).toBe(200);
  });

  it('answers a bad link before judging the password', async () => {
    const response = await reset('no-such-token', 'aaaaaaaa');
    expect(response.json()).toEqual({ error: 'Invalid reset link' });
  });
});
