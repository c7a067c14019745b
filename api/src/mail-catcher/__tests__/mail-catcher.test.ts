import nodemailer from 'nodemailer';
import { SHOPPER, withTestApp } from '../../test-support/test-app';
import { startMailCatcher, type MailCatcher } from '../mail-catcher';

describe('the mail catcher of the demo start', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher(0, 0);
  });
  afterAll(() => catcher?.close());

  const inbox = async () => (await fetch(`http://127.0.0.1:${catcher.webPort}/`)).text();

  it('shows the reset link the API mails, ready to follow', async () => {
    await withTestApp({ smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort}` }, async (t) => {
      await t.call({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: SHOPPER.email },
      });
      await t.app.background.idle();
    });
    expect(await inbox()).toMatch(
      /<a href="http:\/\/localhost:3000\/reset-password\?token=[\w-]+">/,
    );
  });

  it('escapes what a mail says, so a mail cannot run script on the page', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: catcher.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'x@example.com',
      to: 'y@example.com',
      subject: '<script>alert(1)</script>',
      text: '<img src=x onerror=alert(1)>',
    });
    transport.close();
    const page = await inbox();
    expect(page).not.toMatch(/<script>alert|<img src=x/);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
