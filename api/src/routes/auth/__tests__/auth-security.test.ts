import { eq, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { invitations, users } from '../../../db/schema';
import {
  callerAs,
  SHOPPER,
  suiteApp,
  TEST_SECRET,
  withTestApp,
} from '../../../test-support/test-app';

const signupBody = (email: string, invitationId: string) => ({
  nickname: 'late',
  email,
  password: 'Quiet#Harbor-2026',
  invitationId,
  id: 'client-id',
});

describe('sessions, tokens and password hashes', () => {
  const t = suiteApp();
  const anyone = callerAs(t);
  const login = () => anyone('POST', '/api/auth/login', SHOPPER);

  it('answers login with the session fields of the spec', async () => {
    const session = (await login()).json();
    expect(session).toMatchObject({
      token: expect.any(String),
      nickname: 'shopper',
      email: SHOPPER.email,
      userType: 'customer',
      lastSession: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      profile: { firstName: 'Sam', lastName: 'Shopper' },
    });
  });

  it('keeps passwords as argon2id hashes', async () => {
    await anyone('POST', '/api/auth/signup', signupBody('hashed@example.com', 'DEMO-INVITE-11'));
    const rows = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(sql`${users.email} in ('hashed@example.com', ${SHOPPER.email})`);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.hash).toMatch(/^\$argon2id\$/);
  });

  it('signs HS256 tokens that expire after 7 days by default', async () => {
    const { token } = (await login()).json<{ token: string }>();
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(7 * 86400);
  });

  it.each(['HS384', 'HS512'])(
    'refuses a token signed with %s, even with the right key',
    async (alg) => {
      const token = await new SignJWT({ role: 'customer' })
        .setProtectedHeader({ alg })
        .setSubject('2')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_SECRET));
      const response = await t.call({ method: 'GET', url: '/api/user/settings', token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized' });
    },
  );

  it('refuses an unsigned token (alg none)', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${part({ alg: 'none' })}.${part({ sub: '2', role: 'admin', exp: 9_999_999_999 })}.`;
    expect((await t.call({ method: 'GET', url: '/api/user/settings', token })).statusCode).toBe(
      401,
    );
  });

  it('refuses an expired invitation and creates no account', async () => {
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.code, 'DEMO-INVITE-12'));
    const response = await anyone(
      'POST',
      '/api/auth/signup',
      signupBody('expired@example.com', 'DEMO-INVITE-12'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invitationId: this invitation has expired' });
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'expired@example.com'));
    expect(rows).toEqual([]);
  });
});

describe('a configured token lifetime', () => {
  it('sets the expiry from TOKEN_TTL', async () => {
    await withTestApp({ tokenTtlSeconds: 1800 }, async (t) => {
      const response = await t.call({ method: 'POST', url: '/api/auth/login', payload: SHOPPER });
      const claims = decodeJwt(response.json<{ token: string }>().token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(1800);
    });
  });
});

describe('rate limits of signup and forgot-password', () => {
  it('answers 429 per address once the limit is used', async () => {
    await withTestApp({ rateLimitSignup: 2, rateLimitForgot: 2 }, async (t) => {
      const codes = async (url: string, payload: object) => {
        const out = [];
        for (let i = 0; i < 3; i += 1)
          out.push((await t.call({ method: 'POST', url, payload })).statusCode);
        return out;
      };
      expect(
        await codes('/api/auth/signup', signupBody('limited@example.com', 'NO-SUCH-CODE')),
      ).toEqual([400, 400, 429]);
      expect(await codes('/api/auth/forgot-password', { email: 'a@b.co' })).toEqual([
        202, 202, 429,
      ]);
      const last = await t.call({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'x', password: 'Quiet#Harbor-2026' },
      });
      expect(last.statusCode).toBe(400);
    });
  });
});
