import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { invitations, users } from '../db/schema';
import type { Db } from '../db/types';
import { pgCode, UNIQUE_VIOLATION } from '../lib/db-errors';
import { badRequest, conflict } from '../lib/errors';
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

const duplicateEmail = () => conflict('email: an account with this email already exists');

export function createUsersRepository(db: Db) {
  const byEmail = async (email: string) =>
    (
      await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
    )[0] ?? null;

  /** Why a code could not be used, for a clear 400. */
  async function invitationProblem(tx: Pick<Db, 'select'>, code: string): Promise<string> {
    const [row] = await tx.select().from(invitations).where(eq(invitations.code, code));
    if (!row) return 'invitationId: unknown invitation code';
    if (row.revoked) return 'invitationId: this invitation was revoked';
    if (row.usedById !== null || row.usedAt !== null)
      return 'invitationId: this invitation was already used';
    return 'invitationId: this invitation has expired';
  }

  return {
    /** The row as the wire's SessionUser. */
    toSessionUser,
    byEmail,
    byId: async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0] ?? null,

    /**
     * Creates the user and consumes the invitation in one transaction. The conditional UPDATE
     * is the race guard: of two signups with one code, only one finds used_by still NULL.
     */
    async signup(input: SignupInput): Promise<UserRow> {
      if (await byEmail(input.email)) throw duplicateEmail();
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              nickname: input.nickname,
              email: input.email,
              passwordHash: input.passwordHash,
            })
            .returning();
          if (!user) throw new Error('insert returned no row');
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
          if (!consumed.length) throw badRequest(await invitationProblem(tx, input.code));
          return user;
        });
      } catch (error) {
        if (pgCode(error) === UNIQUE_VIOLATION) throw duplicateEmail();
        throw error;
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
