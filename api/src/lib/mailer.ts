import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/** Where mail waits until it is delivered (the messages repository is one). */
export interface Outbox {
  queueMail(mail: MailMessage): Promise<number>;
  markSent(id: number): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  messages: Outbox;
  log: FastifyBaseLogger;
  /** Connection, greeting and socket timeout of one delivery, in milliseconds. */
  timeoutMs?: number;
}

/**
 * Every mail goes to the outbox first. With SMTP_URL it is then delivered in the background
 * (the request does not wait for the mail server) and marked sent; a failed delivery is
 * logged and stays unsent in the outbox.
 *
 * SMTP_URL is `smtp://user:password@host:port` (STARTTLS when the server offers it) or
 * `smtps://…` (TLS from the start); one transport is made from it and reused for every mail.
 */
export function createMailer({ smtpUrl, from, messages, log, timeoutMs = 10_000 }: MailerOptions) {
  const pending = new Set<Promise<void>>();
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

  return {
    async send(mail: MailMessage): Promise<number> {
      const id = await messages.queueMail(mail);
      if (transport) {
        const delivery = deliver(transport, id, mail).finally(() => pending.delete(delivery));
        pending.add(delivery);
      }
      return id;
    },
    /** Resolves when every delivery started so far has finished (tests). */
    async idle(): Promise<void> {
      await Promise.all([...pending]);
    },
    /** Lets the deliveries under way finish, then closes the transport (shutdown). */
    async close(): Promise<void> {
      await Promise.all([...pending]);
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
