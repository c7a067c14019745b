import { desc, eq, lt, sql } from 'drizzle-orm';
import { contactMessages, emailOutbox, newsletterSignups } from '../db/schema';
import type { Executor } from '../db/types';
import type { MailMessage } from '../lib/mailer';

const DAY = 86_400_000;

/** Contact form, newsletter and the outgoing mail queue. */
export function createMessagesRepository(db: Executor, options: { outboxRetentionDays: number }) {
  /** Deletes the outbox rows older than the retention window, sent or not. */
  async function pruneOutbox(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - options.outboxRetentionDays * DAY);
    const deleted = await db
      .delete(emailOutbox)
      .where(lt(emailOutbox.createdAt, cutoff))
      .returning({ id: emailOutbox.id });
    return deleted.length;
  }

  return {
    pruneOutbox,
    async contact(values: { name: string; email: string; phoneNumber: string; message: string }) {
      await db.insert(contactMessages).values(values);
    },
    async subscribe(email: string) {
      // Subscribing twice is not an error: the address is on the list either way.
      await db.insert(newsletterSignups).values({ email }).onConflictDoNothing();
    },
    async queueMail(mail: MailMessage): Promise<number> {
      const [row] = await db
        .insert(emailOutbox)
        .values({ toEmail: mail.to, subject: mail.subject, body: mail.body })
        .returning({ id: emailOutbox.id });
      // Mail is rare (resets are rate-limited): each one clears the rows past the window.
      await pruneOutbox();
      return row?.id ?? 0;
    },
    async markSent(id: number): Promise<void> {
      await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
    },
    async outbox(email: string, limit = 20) {
      const rows = await db
        .select()
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.toEmail}) = lower(${email})`)
        .orderBy(desc(emailOutbox.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        to: row.toEmail,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
