import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { products } from '../db/schema';
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
  /** Puts `quantity` of a product in the cart of the token's account. */
  addToCart(token: string, productId: number, quantity?: number): Promise<LightMyRequestResponse>;
  /** Places the order of that cart, by default with DETAILS as the customer. */
  checkout(token: string, payload?: object): Promise<LightMyRequestResponse>;
  cart(token: string): Promise<LightMyRequestResponse>;
  /** The mail queued for an address, from GET /api/dev/outbox (an app with devOutbox). */
  outbox(email: string): Promise<{ body: string; sentAt: string | null }[]>;
  /** A product's stock, written and read in the database. */
  setStock(productId: number, stock: number): Promise<unknown>;
  stockOf(productId: number): Promise<number | undefined>;
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
    RATE_LIMIT_VIEWS: '10000',
    RATE_LIMIT_VITALS: '10000',
    RATE_LIMIT_VITALS_ROWS: '1000000',
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
    addToCart: (token, productId, quantity = 1) =>
      call({
        method: 'POST',
        url: '/api/cart/add-product',
        token,
        payload: { productId, quantity },
      }),
    checkout: (token, payload = { customerDetails: DETAILS }) =>
      call({ method: 'POST', url: '/api/checkout', token, payload }),
    cart: (token) => call({ method: 'GET', url: '/api/cart', token }),
    outbox: async (email) =>
      (
        await call({ method: 'GET', url: `/api/dev/outbox?email=${encodeURIComponent(email)}` })
      ).json<{ messages: Awaited<ReturnType<TestApp['outbox']>> }>().messages,
    setStock: (id, stock) => database.db.update(products).set({ stock }).where(eq(products.id, id)),
    async stockOf(id) {
      const [row] = await database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, id));
      return row?.stock;
    },
  };
}

/** Runs `use` with an app of its own, closed after it whatever happens. */
export async function withTestApp<T>(
  overrides: Partial<Config>,
  use: (t: TestApp) => Promise<T>,
): Promise<T> {
  const t = await createTestApp(overrides);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

interface Account {
  email: string;
  password: string;
}

/** The app of a describe, with the token of each account it signed in under the name it gave. */
export type SuiteApp<Name extends string> = TestApp & Readonly<Record<Name, string>>;

/**
 * An app for the enclosing describe: opened, with `accounts` signed in, before its tests and
 * closed after them. Its fields are there from the first hook on, not while tests are declared.
 */
export function suiteApp<Name extends string = never>(
  accounts: Record<Name, Account> = {} as Record<Name, Account>,
  overrides: Partial<Config> = {},
): SuiteApp<Name> {
  const suite = {} as SuiteApp<Name>;
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(overrides);
    Object.assign(suite, opened);
    for (const [name, { email, password }] of Object.entries<Account>(accounts))
      Object.assign(suite, { [name]: await opened.login(email, password) });
  });
  afterAll(() => opened?.close());
  return suite;
}

/** Requests to a suite's app as the account it signed in under `name`, or without a token. */
export const callerAs =
  <Name extends string>(t: SuiteApp<Name>, name?: Name) =>
  (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, token: name && t[name], ...(payload ? { payload } : {}) });

/** An app for the enclosing describe with a staff member signed in, and requests as them. */
export function staffSuite() {
  const t = suiteApp({ admin: ADMIN });
  return { t, asAdmin: callerAs(t, 'admin') };
}

/** A listing's filters as the storefront sends them: `filters[i][field|operator|value]=…`. */
export const filterQuery = (...filters: [field: string, operator: string, value: unknown][]) =>
  filters
    .map(([field, operator, value], i) =>
      [`[field]=${field}`, `[operator]=${operator}`, `[value]=${String(value)}`]
        .map((part) => `filters[${i}]${part}`)
        .join('&'),
    )
    .join('&');

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
  country: 'DE',
};
