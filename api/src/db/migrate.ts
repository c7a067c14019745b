import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from './types';

/** api/drizzle, from src/db and from dist/db alike. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'drizzle');

/** Kept outside the schema drizzle-kit reads: it belongs to the migrator, not to the shop. */
const applied = pgTable('drizzle_migrations', {
  hash: text('hash').primaryKey(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

/**
 * Applies drizzle-kit's SQL migrations in one transaction. drizzle-kit writes foreign keys as
 * "public"."table"; the qualifier is dropped so the same files build any schema on the
 * search_path (the test suites each get their own schema on PostgreSQL).
 */
export async function migrate(db: Db): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  return db.transaction(async (tx) => {
    // Several API instances may start at once against one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(7411)`);
    await tx.execute(
      sql`create table if not exists drizzle_migrations (hash text primary key, created_at bigint not null)`,
    );
    const done = new Set((await tx.select().from(applied)).map((row) => row.hash));
    let count = 0;
    for (const migration of migrations) {
      if (done.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        const text = statement.replaceAll('"public".', '').trim();
        if (text) await tx.execute(sql.raw(text));
      }
      await tx.insert(applied).values({ hash: migration.hash, createdAt: migration.folderMillis });
      count += 1;
    }
    return count;
  });
}
