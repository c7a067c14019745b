import { Writable } from 'node:stream';
import { startTestSmtp, type TestSmtp } from '../../../test-support/smtp-server';
import { createTestApp, SHOPPER, type TestApp } from '../../../test-support/test-app';

const forgot = (t: TestApp, email: string) =>
  t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

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
    await t.app.mailer.idle();
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

  it('connects to no mail server for an email without an account', async () => {
    const before = smtp.connections();
    expect((await forgot(t, 'ghost@example.com')).statusCode).toBe(202);
    await t.app.mailer.idle();
    expect(smtp.connections()).toBe(before);
    expect(smtp.mails).toHaveLength(1);
  });
});

describe('a mail server that refuses the mail', () => {
  it('still answers 202 and keeps the mail unsent in the outbox', async () => {
    const smtp = await startTestSmtp({ rejectRecipients: true });
    const t = await createTestApp({ devOutbox: true, smtpUrl: smtp.url() });
    try {
      const response = await forgot(t, 'kenji@shop.test');
      expect(response.statusCode).toBe(202);
      await t.app.mailer.idle();
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
    } finally {
      await t.close();
    }
  });
});
