import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { prepareDatabase } from '../start';
import { createSeededSchema, TEST_DATABASE } from '../test-support/pg-schema';

/**
 * API instances that start together against one PostgreSQL (docker-compose scaled, a rolling
 * deploy) each migrate and seed what is missing. Runs in the PostgreSQL pass only.
 */
describe('API instances starting together on one PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
  const admin = new Client({ connectionString: TEST_DATABASE });
  const opened: Database[] = [];
  let schema = '';
  let url = '';

  beforeAll(async () => {
    await admin.connect();
    // A shop seeded with fewer products than an instance wants: each start adds the rest.
    ({ schema, url } = await createSeededSchema(admin, 30, dataDir));
  });

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    if (schema) await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('all start, one after the other, and seed the missing rows once', async () => {
    const config = loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir });
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
