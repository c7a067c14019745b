import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './seed/seed';
import { imagesDir } from './plugins/external';

export const DEFAULT_PRODUCTS = 240;

/** Opens the configured database, brings its schema up to date and seeds what is missing. */
export async function prepareDatabase(
  config: Config,
  options: { products?: number; log?: (message: string) => void } = {},
): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Several instances may start at once against one PostgreSQL: one at a time.
    await database.exclusive(async () => {
      await migrate(database.db);
      await seed(database, {
        products: options.products ?? DEFAULT_PRODUCTS,
        imagesDir: imagesDir(config.dataDir),
        invitationsPerUser: config.invitationsPerUser,
        imageBackfillLimit: config.imageBackfillLimit,
        ...(options.log ? { log: options.log } : {}),
      });
    });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

export const describeDatabase = (config: Config) =>
  config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${path.join(config.dataDir, 'pgdata')}`;
