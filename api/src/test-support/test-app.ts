import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../seed/seed';
import { DATA_DIR_ENV, TEMPLATE_ENV, TEST_PRODUCTS } from './fixtures';

/** A new random secret per run: a secret written in the repository would be a public one. */
export const TEST_SECRET = randomBytes(32).toString('hex');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** app.inject with an optional bearer token. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(email: string, password: string): Promise<string>;
}

function testConfig(overrides: Partial<Config>): Config {
  const dataDir = process.env[DATA_DIR_ENV];
  if (!dataDir) throw new Error('globalSetup did not run');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN: '10000',
    RATE_LIMIT_SIGNUP: '10000',
    RATE_LIMIT_FORGOT: '10000',
    RATE_LIMIT_VITALS: '10000',
  });
  return { ...config, tokenSecret: TEST_SECRET, ...overrides };
}

/** PostgreSQL: a fresh schema of its own, migrated and seeded, dropped on close. */
async function openPostgresSchema(
  url: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const database = await openDatabase({ databaseUrl: url, schema, poolSize: 12 });
  await migrate(database.db);
  const dataDir = process.env[DATA_DIR_ENV] as string;
  await seed(database, {
    products: TEST_PRODUCTS,
    imagesDir: path.join(dataDir, 'images'),
    invitationsPerUser: 5,
  });
  const drop = async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
  return { database, drop };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgresSchema(url);
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error('globalSetup did not build the PGlite template');
  const database = await openDatabase({ template: new Blob([fs.readFileSync(template)]) });
  return { database, drop: async () => undefined };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, logger: options.logger ?? false });
  await app.ready();
  const call: TestApp['call'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    app,
    database,
    config,
    call,
    async close() {
      try {
        await app.close();
        // A suite may have closed the database itself (to provoke a failure).
        await database.close().catch(() => undefined);
      } finally {
        await drop();
      }
    },
    async login(email, password) {
      const response = await call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
  };
}

export const ADMIN = { email: 'admin@shop.test', password: 'Admin#2026' };
export const SHOPPER = { email: 'shopper@shop.test', password: 'Shopper#2026' };
export const OTHER = { email: 'lena@shop.test', password: 'Customer#2026' };

export const DETAILS = {
  firstName: 'Mary-Ann',
  lastName: "O'Neil",
  email: 'mary@example.com',
  phone: '+4915112345678',
  address: '1 Main Street',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10115',
  country: 'Germany',
};
