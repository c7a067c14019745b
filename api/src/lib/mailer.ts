import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Background } from './background';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /** Parts of the body the outbox must never keep (a reset link): only the sent mail has them. */
  withheld?: string[];
}

/** What the outbox keeps in place of a withheld part. */
export const WITHHELD = '[link not kept: it is only in the mail itself]';

/** Where mail is recorded (the messages repository is one). */
export interface Outbox {
  queueMail(mail: MailMessage): Promise<number>;
  markSent(id: number): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  messages: Outbox;
  log: FastifyBaseLogger;
  background: Background;
  /** DEV_OUTBOX: keep the newest mails whole in memory for GET /api/dev/outbox. */
  keepForDev?: boolean;
  /** Connection, greeting and socket timeout of one delivery, in milliseconds. */
  timeoutMs?: number;
}

/** Mails kept whole for the dev outbox; older ones are dropped. */
const DEV_KEEP = 200;

/**
 * Every mail is recorded in the outbox, without its withheld parts: a row never holds a usable
 * reset link, sent or not. With SMTP_URL the whole mail, held in memory only, is then delivered
 * in the background and its row marked sent; a failed delivery is logged and stays unsent.
 *
 * SMTP_URL is `smtp://user:password@host:port` (STARTTLS when the server offers it) or
 * `smtps://…` (TLS from the start); one transport is made from it and reused for every mail.
 */
export function createMailer(options: MailerOptions) {
  const { smtpUrl, from, messages, log, background, timeoutMs = 10_000 } = options;
  const devCopies = new Map<number, string>();
  const transport = smtpUrl
    ? createTransport(
        {
          url: smtpUrl,
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
        },
        { from },
      )
    : null;

  async function deliver(
    via: NonNullable<typeof transport>,
    id: number,
    mail: MailMessage,
  ): Promise<void> {
    try {
      await via.sendMail({ to: mail.to, subject: mail.subject, text: mail.body });
      await messages.markSent(id);
    } catch (error) {
      log.error({ err: error, to: mail.to, outboxId: id }, 'mail delivery failed');
    }
  }

  function keepForDev(id: number, body: string) {
    devCopies.set(id, body);
    for (const old of devCopies.keys()) {
      if (devCopies.size <= DEV_KEEP) break;
      devCopies.delete(old);
    }
  }

  return {
    async send(mail: MailMessage): Promise<number> {
      const kept = (mail.withheld ?? []).reduce(
        (body, part) => body.replaceAll(part, WITHHELD),
        mail.body,
      );
      const id = await messages.queueMail({ to: mail.to, subject: mail.subject, body: kept });
      if (options.keepForDev) keepForDev(id, mail.body);
      if (transport) background.run('mail delivery', () => deliver(transport, id, mail));
      return id;
    },
    /** The whole body of an outbox row, while this process keeps it (DEV_OUTBOX only). */
    devCopy: (id: number): string | undefined => devCopies.get(id),
    /** Lets the deliveries under way finish, then closes the transport (shutdown). */
    async close(): Promise<void> {
      await background.idle();
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
