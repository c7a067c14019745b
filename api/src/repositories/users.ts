import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, or, sql, TransactionRollbackError } from 'drizzle-orm';
import { invitations, users } from '../db/schema';
import type { Db } from '../db/types';
import { pgCode, UNIQUE_VIOLATION } from '../lib/db-errors';
import { badRequest } from '../lib/errors';
import type { SessionUser } from '../schemas/users';

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(user: UserRow): SessionUser {
  const settings = {
    currencyId: 1,
    currencyCode: user.currencyCode,
    language: user.language,
    darkMode: user.darkMode,
    emailNotifications: user.emailNotifications,
  };
  return {
    id: user.id,
    nickname: user.nickname,
    email: user.email,
    userType: user.role === 'admin' ? 'admin' : 'customer',
    role: user.role === 'admin' ? 'admin' : 'customer',
    lastSession: user.lastSession?.toISOString() ?? null,
    profile: { firstName: user.firstName, lastName: user.lastName, avatarUrl: user.avatarUrl },
    darkMode: user.darkMode,
    settings,
  };
}

export interface SignupInput {
  nickname: string;
  email: string;
  passwordHash: string;
  code: string;
}

export function createUsersRepository(db: Db) {
  const byEmail = async (email: string) =>
    (
      await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
    )[0] ?? null;

  /** Why a code cannot be used, for a clear 400; null when it can. */
  async function invitationProblem(tx: Pick<Db, 'select'>, code: string): Promise<string | null> {
    const [row] = await tx.select().from(invitations).where(eq(invitations.code, code));
    if (!row) return 'invitationId: unknown invitation code';
    if (row.revoked) return 'invitationId: this invitation was revoked';
    if (row.usedById !== null || row.usedAt !== null)
      return 'invitationId: this invitation was already used';
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now())
      return 'invitationId: this invitation has expired';
    return null;
  }

  /**
   * Creates the user and consumes the invitation, or throws why the code cannot be used. A
   * rehearsal does the same work under a placeholder email and rolls it back: nothing stays,
   * and the id it drew from the sequence is what a new account would have got.
   */
  async function createWithInvitation(input: SignupInput, rehearse = false): Promise<number> {
    let id = 0;
    try {
      await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            nickname: input.nickname,
            email: rehearse ? `${randomUUID()}@rehearsal.invalid` : input.email,
            passwordHash: input.passwordHash,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('insert returned no row');
        id = user.id;
        const consumed = await tx
          .update(invitations)
          .set({ usedById: user.id, usedAt: new Date() })
          .where(
            and(
              eq(invitations.code, input.code),
              isNull(invitations.usedById),
              eq(invitations.revoked, false),
              or(isNull(invitations.expiresAt), gt(invitations.expiresAt, new Date())),
            ),
          )
          .returning({ code: invitations.code });
        if (!consumed.length)
          throw badRequest((await invitationProblem(tx, input.code)) ?? 'invitationId: try again');
        if (rehearse) tx.rollback();
      });
    } catch (error) {
      if (!(rehearse && error instanceof TransactionRollbackError)) throw error;
    }
    return id;
  }

  return {
    /** The row as the wire's SessionUser. */
    toSessionUser,
    byEmail,
    byId: async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0] ?? null,

    /**
     * Signup with an invitation. The code is judged first, so an unusable one gets the same
     * 400 whatever the email. With a usable code and an email that already has an account,
     * the creation is rehearsed and rolled back: the same work and the same kind of `id`, and
     * nothing created or consumed; `existing` is that account. The conditional UPDATE is the
     * race guard: of two signups with one code, only one finds used_by still NULL.
     */
    async signup(input: SignupInput): Promise<{ id: number; existing: UserRow | null }> {
      const problem = await invitationProblem(db, input.code);
      if (problem) throw badRequest(problem);
      const existing = await byEmail(input.email);
      if (existing) return { id: await createWithInvitation(input, true), existing };
      try {
        return { id: await createWithInvitation(input), existing: null };
      } catch (error) {
        // Another signup took the email in between: the same answer as a taken email.
        if (pgCode(error) !== UNIQUE_VIOLATION) throw error;
        const taken = await byEmail(input.email);
        return { id: await createWithInvitation(input, true), existing: taken };
      }
    },

    async touchSession(id: number): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ lastSession: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    async update(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
      if (!Object.keys(values).length)
        return (await db.select().from(users).where(eq(users.id, id)))[0] ?? null;
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
