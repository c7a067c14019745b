import { randomInt } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invitations, users } from '../db/schema';
import type { Db } from '../db/types';
import { conflict, unauthorized } from '../lib/errors';
import type { Invitation } from '../schemas/users';

// No 0/O or 1/I/L: codes are read aloud and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInvitationCode(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `INV-${part()}-${part()}-${part()}`;
}

const usedBy = alias(users, 'used_by_user');
const issuer = alias(users, 'issuer_user');

const party = (row: { nickname: string; email: string } | null) =>
  row ? { nickname: row.nickname, email: row.email } : null;

export function createInvitationsRepository(db: Db) {
  async function select(where: ReturnType<typeof eq> | undefined): Promise<Invitation[]> {
    const rows = await db
      .select({ invitation: invitations, usedBy, issuer })
      .from(invitations)
      .leftJoin(usedBy, eq(usedBy.id, invitations.usedById))
      .leftJoin(issuer, eq(issuer.id, invitations.issuerId))
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.code));
    return rows.map(({ invitation, usedBy: used, issuer: by }) => ({
      code: invitation.code,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt?.toISOString() ?? null,
      revoked: invitation.revoked,
      usedAt: invitation.usedAt?.toISOString() ?? null,
      usedBy: party(used),
      issuer: party(by),
    }));
  }

  return {
    all: () => select(undefined),
    byIssuer: (userId: number) => select(eq(invitations.issuerId, userId)),
    byCode: async (code: string) => (await select(eq(invitations.code, code)))[0] ?? null,
    async countByIssuer(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(invitations)
        .where(eq(invitations.issuerId, userId));
      return row?.n ?? 0;
    },
    async create(
      issuerId: number | null,
      howMany: number,
      expiresAt: Date | null,
    ): Promise<string[]> {
      const rows = Array.from({ length: howMany }, () => ({
        code: newInvitationCode(),
        issuerId,
        expiresAt,
      }));
      await db.insert(invitations).values(rows);
      return rows.map((row) => row.code);
    },
    /** A user's own invitation, within their allowance; the user row lock serialises requests. */
    async createForIssuer(userId: number, allowance: number): Promise<string> {
      return db.transaction(async (tx) => {
        const [issuer] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        // The token of an account deleted since: nobody to issue the invitation for.
        if (!issuer) throw unauthorized();
        const [row] = await tx
          .select({ n: count() })
          .from(invitations)
          .where(eq(invitations.issuerId, userId));
        if ((row?.n ?? 0) >= allowance) throw conflict('No invitations left');
        const code = newInvitationCode();
        await tx.insert(invitations).values({ code, issuerId: userId });
        return code;
      });
    },
    async revoke(code: string): Promise<boolean> {
      const rows = await db
        .update(invitations)
        .set({ revoked: true })
        .where(eq(invitations.code, code))
        .returning({ code: invitations.code });
      return rows.length > 0;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
