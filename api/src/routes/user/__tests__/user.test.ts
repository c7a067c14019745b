import { callerAs, SHOPPER, suiteApp, withTestApp } from '../../../test-support/test-app';

describe('user, invitation and contact routes', () => {
  const t = suiteApp({ shopper: SHOPPER });
  const asShopper = callerAs(t, 'shopper');
  const anyone = callerAs(t);

  describe('GET /api/user/me and /api/user/settings', () => {
    it('returns the session user without a token field', async () => {
      const me = await asShopper('GET', '/api/user/me');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        email: SHOPPER.email,
        role: 'customer',
        profile: { firstName: 'Sam' },
      });
      expect(me.json().token).toBeUndefined();
    });

    it('returns the currency settings', async () => {
      expect((await asShopper('GET', '/api/user/settings')).json()).toEqual({
        currencyId: 1,
        currencyCode: 'BTC',
      });
      expect((await anyone('GET', '/api/user/settings')).statusCode).toBe(401);
    });
  });

  describe('PUT /api/user/settings and /api/user/profile', () => {
    it('saves language, dark mode and notifications', async () => {
      const response = await asShopper('PUT', '/api/user/settings', {
        language: 'pt',
        darkMode: true,
      });
      expect(response.json()).toMatchObject({
        language: 'pt',
        darkMode: true,
        emailNotifications: true,
      });
      expect((await asShopper('GET', '/api/user/me')).json().darkMode).toBe(true);
    });

    it('refuses an unknown language and a wrong type', async () => {
      expect(
        (await asShopper('PUT', '/api/user/settings', { language: 'fr' })).json().error,
      ).toMatch(/language/);
      expect(
        (await asShopper('PUT', '/api/user/settings', { darkMode: 'yes' })).json().error,
      ).toMatch(/darkMode/);
    });

    it('updates the profile', async () => {
      const response = await asShopper('PUT', '/api/user/profile', {
        nickname: 'sammy',
        lastName: 'Smith',
      });
      expect(response.json()).toMatchObject({
        nickname: 'sammy',
        profile: { firstName: 'Sam', lastName: 'Smith' },
      });
      expect((await asShopper('PUT', '/api/user/profile', { nickname: '' })).statusCode).toBe(400);
    });
  });

  describe('/api/invitations', () => {
    it('issues invitations up to the allowance, then answers 409', async () => {
      const initial = (await asShopper('GET', '/api/invitations')).json();
      expect(initial).toEqual({ remaining: 5, invitations: [] });
      for (let i = 0; i < 5; i += 1) {
        const created = await asShopper('POST', '/api/invitations');
        expect(created.statusCode).toBe(201);
        expect(created.json()).toMatchObject({
          revoked: false,
          usedBy: null,
          issuer: { email: SHOPPER.email },
        });
      }
      const none = await asShopper('POST', '/api/invitations');
      expect(none.statusCode).toBe(409);
      expect((await asShopper('GET', '/api/invitations')).json().remaining).toBe(0);
    });

    it('shows who used an invitation', async () => {
      const code = (await asShopper('GET', '/api/invitations')).json().invitations[0].code;
      await anyone('POST', '/api/auth/signup', {
        nickname: 'friend',
        email: 'friend@example.com',
        password: 'Quiet#Harbor-2026',
        invitationId: code,
        id: 'x',
      });
      const used = (await asShopper('GET', '/api/invitations'))
        .json()
        .invitations.find((i: { code: string }) => i.code === code);
      expect(used.usedBy).toEqual({ nickname: 'friend', email: 'friend@example.com' });
    });
  });

  describe('contact and newsletter', () => {
    it('stores a contact message', async () => {
      const response = await anyone('POST', '/api/contact', {
        name: 'Ana',
        email: 'ana@example.com',
        phone_number: '+351',
        message: 'Hello',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBeTruthy();
    });

    it('answers 400 for an oversized or missing field', async () => {
      const big = await anyone('POST', '/api/contact', {
        name: 'Ana',
        email: 'ana@example.com',
        phone_number: '1',
        message: 'x'.repeat(5001),
      });
      expect(big.json().error).toMatch(/message/);
      const missing = await anyone('POST', '/api/contact', {
        name: 'Ana',
        email: 'ana@example.com',
      });
      expect(missing.json().error).toMatch(/phone_number/);
    });

    it('subscribes to the newsletter, twice without error', async () => {
      for (const email of ['news@example.com', 'NEWS@example.com']) {
        expect((await anyone('POST', '/api/newsletter', { email })).statusCode).toBe(201);
      }
      expect((await anyone('POST', '/api/newsletter', { email: 'nope' })).statusCode).toBe(400);
    });
  });
});

describe('the dev outbox', () => {
  it('does not exist unless DEV_OUTBOX turns it on', async () => {
    await withTestApp({}, async (t) => {
      expect(
        (await t.call({ method: 'GET', url: '/api/dev/outbox?email=a@b.co' })).statusCode,
      ).toBe(404);
    });
  });
});
