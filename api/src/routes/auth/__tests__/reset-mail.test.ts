import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { emailOutbox } from '../../../db/schema';
import { startTestSmtp, type TestSmtp } from '../../../test-support/smtp-server';
import { createTestApp, SHOPPER, type TestApp } from '../../../test-support/test-app';

const forgot = (t: TestApp, email: string) =>
  t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

/** The outbox rows as stored in the database (not the dev route's view of them). */
const storedRows = (t: TestApp) => t.database.db.select().from(emailOutbox);

describe('the reset link by SMTP when SMTP_URL is set', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({
      devOutbox: true,
      smtpUrl: smtp.url('shop%40mail:s3cret'),
      mailFrom: 'Shop <no-reply@shop.test>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the mail through the server, authenticated, and marks it sent in the outbox', async () => {
    expect((await forgot(t, SHOPPER.email)).statusCode).toBe(202);
    await t.app.background.idle();
    expect(smtp.logins).toEqual([{ method: 'PLAIN', username: 'shop@mail', password: 's3cret' }]);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail!.envelope).toEqual({ from: 'no-reply@shop.test', to: [SHOPPER.email] });
    expect(mail!.raw).toMatch(/^From: Shop <no-reply@shop.test>\r\n/m);
    expect(mail!.raw).toMatch(/^Subject: Reset your password\r\n/m);
    const [queued] = await t.outbox(SHOPPER.email);
    const link = /http:\/\/localhost:3000\/reset-password\?token=\S+/.exec(queued!.body)?.[0];
    expect(link).toBeDefined();
    expect(mail!.text).toContain(link);
    expect(mail!.text).toBe(queued!.body);
    expect(queued!.sentAt).not.toBeNull();
  });

  it('keeps no usable link in the outbox: the mail sent has it, the row does not', async () => {
    await forgot(t, 'lucas@shop.test');
    await t.app.background.idle();
    const sent = smtp.mails.find((mail) => mail.envelope.to.includes('lucas@shop.test'));
    const token = /token=([\w-]+)/.exec(sent?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const rows = await storedRows(t);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.body).not.toMatch(/token=/);
    expect(rows.find((row) => row.toEmail === 'lucas@shop.test')?.body).toMatch(
      /Open this link within an hour to choose a new password:\n\[link not kept/,
    );
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Lucas#Fresh2026' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('connects to no mail server for an email without an account', async () => {
    const before = smtp.connections();
    const mails = smtp.mails.length;
    expect((await forgot(t, 'ghost@example.com')).statusCode).toBe(202);
    await t.app.background.idle();
    expect(smtp.connections()).toBe(before);
    expect(smtp.mails).toHaveLength(mails);
  });
});

describe('a mail server that refuses the mail', () => {
  it('still answers 202 and keeps the mail unsent in the outbox', async () => {
    const smtp = await startTestSmtp({ rejectRecipients: true });
    const t = await createTestApp({ devOutbox: true, smtpUrl: smtp.url() });
    try {
      const response = await forgot(t, 'kenji@shop.test');
      expect(response.statusCode).toBe(202);
      await t.app.background.idle();
      expect(smtp.recipients).toEqual(['kenji@shop.test']);
      expect(smtp.mails).toEqual([]);
      expect((await t.outbox('kenji@shop.test'))[0]?.sentAt).toBeNull();
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('the reset link without SMTP_URL', () => {
  it('goes to the outbox and the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const t = await createTestApp({ devOutbox: true }, { logger: { level: 'info', stream } });
    try {
      await forgot(t, 'amara@shop.test');
      const [queued] = await t.outbox('amara@shop.test');
      const link = /http:\/\/\S+token=\S+/.exec(queued!.body)?.[0] ?? 'missing';
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; link?: string });
      expect(logged).toContainEqual(
        expect.objectContaining({ msg: 'password reset link queued', link }),
      );
      expect(queued!.sentAt).toBeNull();
      const [row] = await storedRows(t);
      expect(row?.body).not.toMatch(/token=/);
    } finally {
      await t.close();
    }
  });
});

describe('the outbox retention window', () => {
  it('deletes rows older than OUTBOX_RETENTION_DAYS, sent or not, and keeps newer ones', async () => {
    const t = await createTestApp({ outboxRetentionDays: 7 });
    try {
      const old = { subject: 'old', body: 'old' };
      await t.database.db.insert(emailOutbox).values([
        { ...old, toEmail: 'a@example.com', createdAt: sql`now() - interval '8 days'` },
        {
          ...old,
          toEmail: 'b@example.com',
          createdAt: sql`now() - interval '9 days'`,
          sentAt: sql`now()`,
        },
        {
          subject: 'recent',
          body: 'recent',
          toEmail: 'c@example.com',
          createdAt: sql`now() - interval '6 days'`,
        },
      ]);
      await forgot(t, SHOPPER.email);
      await t.app.background.idle();
      const left = (await storedRows(t)).map((row) => row.subject).sort();
      expect(left).toEqual(['Reset your password', 'recent']);
    } finally {
      await t.close();
    }
  });
});
