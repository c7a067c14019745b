import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { renderInbox, type CaughtMail } from './inbox-page';

/** The newest mails kept in memory; older ones are dropped. */
const KEEP = 200;

export interface MailCatcher {
  smtpPort: number;
  webPort: number;
  mails: CaughtMail[];
  close(): Promise<void>;
}

/**
 * The demo's mail server: takes every mail sent to it over SMTP on this machine only, and
 * shows it on a page (also on this machine only). Nothing is delivered anywhere.
 */
export async function startMailCatcher(smtpPort: number, webPort: number): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.unshift({
            from: parsed.from?.text ?? '',
            to: [parsed.to ?? []]
              .flat()
              .map((a) => a.text)
              .join(', '),
            subject: parsed.subject ?? '',
            date: (parsed.date ?? new Date()).toISOString(),
            text: parsed.text ?? '',
          });
          mails.length = Math.min(mails.length, KEEP);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const web = http.createServer((req, res) => {
    const json = req.url === '/messages.json';
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.setHeader('Content-Type', json ? 'application/json' : 'text/html; charset=utf-8');
    res.end(json ? JSON.stringify({ messages: mails }) : renderInbox(mails));
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => web.listen(webPort, '127.0.0.1', resolve));
  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    webPort: (web.address() as AddressInfo).port,
    mails,
    close: async () => {
      web.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => web.close(resolve)),
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
      ]);
    },
  };
}
