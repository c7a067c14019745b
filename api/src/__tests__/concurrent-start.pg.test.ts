import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../seed/seed';
import { prepareDatabase } from '../start';

/**
 * API instances that start together against one PostgreSQL (docker-compose scaled, a rolling
 * deploy) each migrate and seed what is missing. Runs in the PostgreSQL pass only.
 */
const DATABASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('API instances starting together on one PostgreSQL', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
  const admin = new Client({ connectionString: DATABASE });
  const opened: Database[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    // A shop seeded with fewer products than an instance wants: each start adds the rest.
    const database = await openDatabase({ databaseUrl: DATABASE, schema });
    await migrate(database.db);
    await seed(database, {
      products: 30,
      imagesDir: path.join(dataDir, 'images'),
      invitationsPerUser: 5,
    });
    await database.close();
  });

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('all start, one after the other, and seed the missing rows once', async () => {
    const url = new URL(DATABASE);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const config = loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    const starts = await Promise.allSettled(
      [1, 2, 3].map(() => prepareDatabase(config, { products: 150 })),
    );
    for (const start of starts) if (start.status === 'fulfilled') opened.push(start.value);
    expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const count = async (query: string) =>
      Number((await admin.query<{ n: string }>(query)).rows[0]?.n);
    expect(await count(`select count(*) as n from ${schema}.products`)).toBe(150);
    // Every category's count agrees with its products: no start left it half done.
    expect(
      await count(
        `select count(*) as n from ${schema}.categories c where c.product_count <> (select count(*) from ${schema}.category_products cp where cp.category_id = c.id)`,
      ),
    ).toBe(0);
  });
});
