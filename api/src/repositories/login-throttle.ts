import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { loginThrottle } from '../db/schema';
import type { Db } from '../db/types';

/** How many failures pass freely, the wait after them (doubled after each), the longest wait. */
export interface ThrottleRule {
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

/** Failures are forgotten after this long without an attempt. */
const QUIET = sql`interval '1 hour'`;

const keyOf = (kind: 'account' | 'device', id: string) =>
  createHash('sha256').update(`${kind}:${id}`).digest('hex');

/** The wait after `failures`: none while they are free, then the first wait, doubling. */
const wait = (failures: ReturnType<typeof sql>, rule: ThrottleRule) =>
  sql`(case when ${failures} < ${rule.free} then 0
    else least(${rule.firstWaitSeconds} * power(2, least(${failures} - ${rule.free}, 30)),
      ${rule.maxWaitSeconds}) end) * interval '1 second'`;

/**
 * Progressive slow-down of failed logins, per account (by email, known or not) and per device
 * cookie, in the database so every API instance shares it. An attempt counts as a failure
 * as it starts, in one statement that first checks its turn has come, so attempts sent in
 * parallel cannot all slip through before the first failure is written; a success gives its
 * failure back.
 */
export function createLoginThrottle(db: Db) {
  return {
    accountKey: (email: string) => keyOf('account', email.trim().toLowerCase()),
    deviceKey: (nonce: string) => keyOf('device', nonce),

    /** Takes an attempt's turn: 0, or the seconds until the next turn. */
    async take(key: string, rule: ThrottleRule): Promise<number> {
      const failures = sql`case when ${loginThrottle.updatedAt} < now() - ${QUIET} then 1
        else ${loginThrottle.failures} + 1 end`;
      const taken = await db
        .insert(loginThrottle)
        .values({
          key,
          failures: 1,
          nextAt: sql`now() + ${wait(sql`1`, rule)}`,
          updatedAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: { failures, nextAt: sql`now() + ${wait(failures, rule)}`, updatedAt: sql`now()` },
          setWhere: sql`${loginThrottle.nextAt} <= now()`,
        })
        .returning({ key: loginThrottle.key });
      if (taken.length) return 0;
      const [row] = await db
        .select({ seconds: sql<number>`ceil(extract(epoch from ${loginThrottle.nextAt} - now()))` })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key));
      return Math.max(1, Number(row?.seconds ?? 1));
    },

    /** The attempt succeeded: its failure is given back (the others stay). */
    async refund(key: string, rule: ThrottleRule): Promise<void> {
      const failures = sql`greatest(${loginThrottle.failures} - 1, 0)`;
      await db
        .update(loginThrottle)
        .set({ failures, nextAt: sql`now() + ${wait(failures, rule)}` })
        .where(eq(loginThrottle.key, key));
    },

    /** Forgets rows quiet for longer than the window. */
    async prune(): Promise<void> {
      await db.delete(loginThrottle).where(lt(loginThrottle.updatedAt, sql`now() - ${QUIET}`));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
