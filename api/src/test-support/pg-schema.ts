import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Client } from 'pg';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../seed/seed';

/** The PostgreSQL of the suites that need one (the PostgreSQL pass). */
export const TEST_DATABASE =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A schema of the suite's own, migrated and seeded with `products` products (images under
 * `dataDir`), and the database URL that puts it on the search_path. Drop it with `admin`.
 */
export async function createSeededSchema(
  admin: Client,
  products: number,
  dataDir: string,
): Promise<{ schema: string; url: string }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await admin.query(`create schema ${schema}`);
  const database = await openDatabase({ databaseUrl: TEST_DATABASE, schema });
  try {
    await migrate(database.db);
    await seed(database, {
      products,
      imagesDir: path.join(dataDir, 'images'),
      invitationsPerUser: 5,
    });
  } finally {
    await database.close();
  }
  const url = new URL(TEST_DATABASE);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { schema, url: url.toString() };
}
