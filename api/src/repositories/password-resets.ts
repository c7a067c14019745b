import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '../db/schema';
import type { Db } from '../db/types';
import { badRequest } from '../lib/errors';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
export const RESET_TTL_MS = 60 * 60 * 1000;

type Row = typeof passwordResetTokens.$inferSelect;

/** The row of a token that can still be spent; a bad link is a 400 saying what is wrong. */
function usable(row: Row | undefined): Row {
  if (!row) throw badRequest('Invalid reset link');
  if (row.usedAt) throw badRequest('Reset link already used');
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest('Reset link expired');
  return row;
}

export function createPasswordResetsRepository(db: Db) {
  return {
    /** A new single-use token; only its hash is stored. */
    async issue(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResetTokens).values({
        userId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      return token;
    },

    /** Whose account a usable token opens: the email and nickname a new password must avoid. */
    async holder(token: string): Promise<{ email: string; nickname: string }> {
      const [row] = await db
        .select({ token: passwordResetTokens, email: users.email, nickname: users.nickname })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(eq(passwordResetTokens.tokenHash, sha256(token)));
      if (!row) throw badRequest('Invalid reset link');
      usable(row.token);
      return { email: row.email, nickname: row.nickname };
    },

    /** Sets the password and spends the token in one transaction; a token works once. */
    async reset(token: string, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(passwordResetTokens)
          .where(eq(passwordResetTokens.tokenHash, sha256(token)));
        const row = usable(found);
        const spent = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (!spent.length) throw badRequest('Reset link already used');
        await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
      });
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
