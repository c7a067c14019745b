import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../seed/seed';
import { writeSeedImages } from '../seed/seed-images';
import { DATA_DIR_ENV, TEMPLATE_ENV, TEST_PRODUCTS } from './fixtures';

/**
 * Builds the seeded PGlite template once (initdb, migrations and seed take seconds); every
 * suite then starts from a copy of it. On PostgreSQL each suite seeds its own schema.
 */
export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  process.env[DATA_DIR_ENV] = dir;
  await writeSeedImages(path.join(dir, 'images'));
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({});
  await migrate(database.db);
  await seed(database, {
    products: TEST_PRODUCTS,
    imagesDir: path.join(dir, 'images'),
    invitationsPerUser: 5,
  });
  if (!database.dump) throw new Error('the PGlite database has no dump');
  const dump = await database.dump();
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env[TEMPLATE_ENV] = file;
}
