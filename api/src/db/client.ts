import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { acquireLock } from './lockfile';
import * as schema from './schema';
import type { Db } from './types';

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Statistics and dead rows: PGlite has no autovacuum, so the app runs it at start and after seeding. */
  vacuum(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `task` while no other API instance runs its own on the same schema: instances that
   * start together against one PostgreSQL take turns to migrate and seed (two seeding the same
   * rows at once deadlocked, and one of them failed to start). PGlite is one process already.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball, to start other instances from (tests). */
  dump?: () => Promise<Blob>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string | undefined;
  /** A dumped PGlite data directory to start from (tests). */
  template?: Blob | undefined;
  /** PostgreSQL schema put first on the search_path (tests give each suite its own). */
  schema?: string | undefined;
  poolSize?: number;
}

/** The advisory lock's first key: the API's start (the migrator's is 7411). */
const START_LOCK = 7412;

function openPostgres(options: OpenOptions & { databaseUrl: string }): Database {
  const pool = new Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    vacuum: async () => {
      // After a bulk seed: statistics, and a visibility map so index-only scans skip the heap.
      await db.execute(sql`vacuum analyze`);
    },
    close: () => pool.end(),
    async exclusive(task) {
      // A session lock, on a connection of its own for as long as the task runs; per schema, so
      // suites on schemas of their own do not wait on each other.
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(${START_LOCK}, hashtext(current_schema()))`);
        try {
          return await task();
        } finally {
          await client.query(
            `select pg_advisory_unlock(${START_LOCK}, hashtext(current_schema()))`,
          );
        }
      } finally {
        client.release();
      }
    },
  };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const release = options.dataDir ? await acquireLock(options.dataDir) : () => undefined;
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: path.join(options.dataDir, 'pgdata') } : {}),
      ...(options.template ? { loadDataDir: options.template } : {}),
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      dump: () => client.dumpDataDir('none'),
      exclusive: (task) => task(),
      vacuum: async () => {
        await client.exec('vacuum analyze');
      },
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres({ ...options, databaseUrl: options.databaseUrl });
  return openPglite(options);
}
