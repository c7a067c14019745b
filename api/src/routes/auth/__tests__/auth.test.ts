import { SHOPPER, suiteApp, withTestApp } from '../../../test-support/test-app';

const signup = (overrides: Record<string, string> = {}) => ({
  nickname: 'newbie',
  email: 'newbie@example.com',
  password: 'Quiet#Harbor-2026',
  invitationId: 'DEMO-INVITE-01',
  id: 'client-id',
  ...overrides,
});

describe('auth routes', () => {
  const t = suiteApp({}, { devOutbox: true });

  const post = (url: string, payload: object) => t.call({ method: 'POST', url, payload });

  describe('POST /api/auth/login', () => {
    it('returns a session with a token for good credentials', async () => {
      const response = await post('/api/auth/login', SHOPPER);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: SHOPPER.email,
        role: 'customer',
        userType: 'customer',
        settings: { currencyCode: 'BTC' },
      });
      expect(response.json().token).toMatch(/^ey/);
    });

    it('accepts the email in any case', async () => {
      expect(
        (await post('/api/auth/login', { ...SHOPPER, email: 'SHOPPER@Shop.Test' })).statusCode,
      ).toBe(200);
    });

    it('answers 401 for a wrong password or an unknown email, with the same text', async () => {
      const wrong = await post('/api/auth/login', { ...SHOPPER, password: 'nope-nope' });
      const unknown = await post('/api/auth/login', {
        email: 'ghost@example.com',
        password: 'nope-nope',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
    });

    it('answers 400 naming a missing field', async () => {
      const response = await post('/api/auth/login', { email: SHOPPER.email });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/password/);
    });
  });

  describe('POST /api/auth/signup', () => {
    it('creates the account and consumes the invitation', async () => {
      const response = await post('/api/auth/signup', signup());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ nickname: 'newbie', email: 'newbie@example.com' });
      expect(
        (
          await post('/api/auth/login', {
            email: 'newbie@example.com',
            password: 'Quiet#Harbor-2026',
          })
        ).statusCode,
      ).toBe(200);
      const again = await post('/api/auth/signup', signup({ email: 'other@example.com' }));
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toMatch(/already used/);
    });

    it('answers a taken email as a new one, consumes nothing and tells the owner', async () => {
      const taken = await post(
        '/api/auth/signup',
        signup({
          email: 'Shopper@shop.test',
          invitationId: 'DEMO-INVITE-02',
          password: 'Other#Pass9',
        }),
      );
      const fresh = await post(
        '/api/auth/signup',
        signup({ email: 'fresh@example.com', invitationId: 'DEMO-INVITE-02' }),
      );
      expect([taken.statusCode, fresh.statusCode]).toEqual([200, 200]);
      const shape = { id: expect.any(Number), nickname: 'newbie', email: expect.any(String) };
      expect(taken.json()).toEqual({ ...shape, email: 'shopper@shop.test' });
      expect(fresh.json()).toEqual({ ...shape, email: 'fresh@example.com' });
      // The code went to the new account only; the owner's password is unchanged.
      expect(fresh.json().id).toBeGreaterThan(taken.json().id);
      expect((await post('/api/auth/login', SHOPPER)).statusCode).toBe(200);
      const [notice] = await t.outbox(SHOPPER.email);
      expect(notice?.body).toMatch(/Someone tried to open a new account with this email/);
    });

    it.each([
      ['an unknown code', 'NO-SUCH-CODE'],
      ['a used code', 'DEMO-INVITE-01'],
    ])('answers %s the same for a registered and an unknown email', async (_what, code) => {
      const registered = await post(
        '/api/auth/signup',
        signup({ email: SHOPPER.email, invitationId: code }),
      );
      const unknown = await post(
        '/api/auth/signup',
        signup({ email: 'nobody-yet@example.com', invitationId: code }),
      );
      expect(registered.statusCode).toBe(400);
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
        status: registered.statusCode,
        body: registered.json(),
      });
    });

    it('answers 400 for an unknown invitation and keeps no account', async () => {
      const response = await post(
        '/api/auth/signup',
        signup({ email: 'x@example.com', invitationId: 'NOPE' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/invitationId/);
      expect(
        (await post('/api/auth/login', { email: 'x@example.com', password: 'Quiet#Harbor-2026' }))
          .statusCode,
      ).toBe(401);
    });

    it('answers 400 for a short password or a bad email', async () => {
      expect((await post('/api/auth/signup', signup({ password: 'short' }))).json().error).toMatch(
        /password/,
      );
      expect(
        (await post('/api/auth/signup', signup({ email: 'not-an-email' }))).json().error,
      ).toMatch(/email/);
    });

    it('lets exactly one of two racing signups use one invitation', async () => {
      const [a, b] = await Promise.all([
        post(
          '/api/auth/signup',
          signup({ email: 'racer1@example.com', invitationId: 'DEMO-INVITE-05' }),
        ),
        post(
          '/api/auth/signup',
          signup({ email: 'racer2@example.com', invitationId: 'DEMO-INVITE-05' }),
        ),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    });
  });

  describe('password reset', () => {
    it('answers 202 either way and mails a link only to an account', async () => {
      const known = await post('/api/auth/forgot-password', { email: SHOPPER.email });
      const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      expect(await t.outbox('ghost@example.com')).toEqual([]);
      expect((await t.outbox(SHOPPER.email))[0]?.body).toMatch(
        /http:\/\/localhost:3000\/reset-password\?token=/,
      );
    });

    it('resets the password once with the mailed token', async () => {
      await post('/api/auth/forgot-password', { email: 'kenji@shop.test' });
      const body = (await t.outbox('kenji@shop.test'))[0]?.body ?? '';
      const token = decodeURIComponent(/token=([^\s]+)/.exec(body)?.[1] ?? '');
      const first = await post('/api/auth/reset-password', { token, password: 'Brand#New1' });
      expect(first.statusCode).toBe(200);
      expect(
        (await post('/api/auth/login', { email: 'kenji@shop.test', password: 'Brand#New1' }))
          .statusCode,
      ).toBe(200);
      const second = await post('/api/auth/reset-password', { token, password: 'Brand#New2' });
      expect(second.json()).toEqual({ error: 'Reset link already used' });
    });

    it('refuses an unknown token', async () => {
      const response = await post('/api/auth/reset-password', {
        token: 'made-up',
        password: 'Brand#New1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid reset link' });
    });
  });
});

describe('rate limits', () => {
  it('answers 429 with an error after too many logins from one address', async () => {
    await withTestApp({ rateLimitLogin: 2 }, async (t) => {
      const login = () =>
        t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@b.co', password: 'x' },
        });
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await login()).statusCode);
      expect(codes).toEqual([401, 401, 429]);
      const last = await login();
      expect(last.json().error).toMatch(/Too many requests/);
    });
  });
});
