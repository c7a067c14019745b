import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { sessions, users } from '../../../db/schema';
import { SHOPPER, suiteApp, TEST_SECRET } from '../../../test-support/test-app';

describe('sessions', () => {
  const t = suiteApp();

  const me = (token: string) => t.call({ method: 'GET', url: '/api/user/me', token });
  const logout = (token: string) => t.call({ method: 'POST', url: '/api/auth/logout', token });

  it('ends only the session logged out of; another device stays signed in', async () => {
    const phone = await t.login(SHOPPER.email, SHOPPER.password);
    const laptop = await t.login(SHOPPER.email, SHOPPER.password);
    expect((await logout(phone)).statusCode).toBe(204);
    expect((await me(phone)).json()).toEqual({ error: 'Session ended' });
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await logout(phone)).json()).toEqual({ error: 'Session ended' });
  });

  it('ends every session of a user whose password or role changes', async () => {
    const before = await t.login('kenji@shop.test', 'Customer#2026');
    await t.database.db
      .update(users)
      .set({ firstName: 'Kenji' })
      .where(eq(users.email, 'kenji@shop.test'));
    expect((await me(before)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'kenji@shop.test'));
    expect((await me(before)).json()).toEqual({ error: 'Session ended' });
    const promoted = await t.login('kenji@shop.test', 'Customer#2026');
    const settings = await t.call({ method: 'GET', url: '/api/admin/settings', token: promoted });
    expect(settings.statusCode).toBe(200);
  });

  it('refuses a token from before sessions existed (no session id)', async () => {
    const legacy = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await me(legacy)).json()).toEqual({ error: 'Unauthorized' });
  });

  it('keeps a row per login that expires with its token', async () => {
    const token = await t.login(SHOPPER.email, SHOPPER.password);
    const { sid, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(Math.abs(row!.expiresAt.getTime() / 1000 - exp)).toBeLessThan(5);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sid));
    expect((await me(token)).json()).toEqual({ error: 'Session ended' });
  });
});
