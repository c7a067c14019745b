import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { preparedRow } from '../db/prepared';
import { sessions } from '../db/schema';
import type { Db } from '../db/types';
import type { Role } from '../schemas/common';

/**
 * Sessions behind the tokens. `live` runs on every authenticated request: one indexed read
 * that also answers whether the user still exists and which role it has now.
 */
export function createSessionsRepository(db: Db) {
  const live = preparedRow(
    db,
    'session_live',
    `select u.role from sessions s join users u on u.id = s.user_id
     where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()`,
  );

  return {
    /** A new session for a login; the user's long-expired sessions are cleared on the way. */
    async open(userId: number, ttlSeconds: number): Promise<string> {
      const id = randomUUID();
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
      await db
        .insert(sessions)
        .values({ id, userId, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
      return id;
    },

    /** The user's current role while the session is live; null once it has ended. */
    async role(sessionId: string, userId: number): Promise<Role | null> {
      const row = await live([sessionId, userId]);
      return (row?.[0] as Role | undefined) ?? null;
    },

    async revoke(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
