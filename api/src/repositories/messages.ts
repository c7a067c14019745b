import { desc, eq, sql } from 'drizzle-orm';
import { contactMessages, emailOutbox, newsletterSignups } from '../db/schema';
import type { Executor } from '../db/types';
import type { MailMessage } from '../lib/mailer';

/** Contact form, newsletter and the outgoing mail queue. */
export function createMessagesRepository(db: Executor) {
  return {
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
