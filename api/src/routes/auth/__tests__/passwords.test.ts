import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { callerAs, SHOPPER, suiteApp } from '../../../test-support/test-app';

const signup = (email: string, password: string, invitationId: string) => ({
  nickname: 'newcomer',
  email,
  password,
  invitationId,
});

describe('the password policy', () => {
  const t = suiteApp();
  const anyone = callerAs(t);

  it.each([
    ['password', /too common/],
    ['12345678', /too common/],
    ['Password', /too common/],
    ['qwertyuiop', /too common/],
    ['        ', /only spaces/],
    ['short', /must NOT have fewer than 8 characters/],
  ])('refuses "%s" at signup and creates no account', async (password, message) => {
    const email = `weak${Math.random().toString(36).slice(2)}@example.com`;
    const response = await anyone(
      'POST',
      '/api/auth/signup',
      signup(email, password, 'DEMO-INVITE-15'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    const login = await anyone('POST', '/api/auth/login', { email, password });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a common password at reset and keeps the old one', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, SHOPPER.email));
    const token = await t.app.repos.passwordResets.issue(user!.id);
    const response = await anyone('POST', '/api/auth/reset-password', {
      token,
      password: 'iloveyou',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'password: this password is too common, choose another one',
    });
    expect((await anyone('POST', '/api/auth/login', SHOPPER)).statusCode).toBe(200);
  });

  it('accepts a password of eight characters that is not a common one', async () => {
    const response = await anyone(
      'POST',
      '/api/auth/signup',
      signup('fine@example.com', 'tulip-87', 'DEMO-INVITE-16'),
    );
    expect(response.statusCode).toBe(200);
  });
});
