import { sql } from 'drizzle-orm';
import { contactMessages, newsletterSignups } from '../../../db/schema';
import { ADMIN, callerAs, SHOPPER, suiteApp } from '../../../test-support/test-app';

describe('contact messages, newsletter sign-ups and the invitation allowance', () => {
  const t = suiteApp({ admin: ADMIN, shopper: SHOPPER });

  it('stores the contact message as sent', async () => {
    const payload = { name: 'Ana', email: 'ana@example.com', phone_number: '+351', message: 'Hi' };
    await t.call({ method: 'POST', url: '/api/contact', payload });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Ana',
        email: 'ana@example.com',
        phoneNumber: '+351',
        message: 'Hi',
      }),
    ]);
  });

  it('stores one newsletter sign-up per address, whatever its case', async () => {
    for (const email of ['Reader@Example.com', 'reader@example.com'])
      await t.call({ method: 'POST', url: '/api/newsletter', payload: { email } });
    const rows = await t.database.db
      .select({ email: newsletterSignups.email })
      .from(newsletterSignups)
      .where(sql`lower(${newsletterSignups.email}) = 'reader@example.com'`);
    expect(rows).toEqual([{ email: 'reader@example.com' }]);
  });

  it("follows the admin's allowance of invitations per user", async () => {
    const allow = (invitationsPerUser: number) =>
      callerAs(t, 'admin')('PUT', '/api/admin/settings', { invitationsPerUser });
    const invitations = (method: 'GET' | 'POST') =>
      callerAs(t, 'shopper')(method, '/api/invitations');
    await allow(1);
    expect((await invitations('GET')).json().remaining).toBe(1);
    const codes = [];
    for (let i = 0; i < 2; i += 1) codes.push((await invitations('POST')).statusCode);
    expect(codes).toEqual([201, 409]);
    await allow(3);
    expect((await invitations('GET')).json().remaining).toBe(2);
  });
});
