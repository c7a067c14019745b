import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DETAILS, SHOPPER } from '../test-support/test-app';
import { TEST_REDIS_URL, testRedisPrefix } from '../test-support/redis';
import { createSeededSchema, TEST_DATABASE } from '../test-support/pg-schema';

/**
 * Scale-out: two API processes on one PostgreSQL schema and one Redis behave as one. Runs in
 * the PostgreSQL pass (`npm run test:api:pg`): PGlite is one process by design.
 */
const API_DIR = path.resolve(__dirname, '..', '..');
const TSX = path.resolve(API_DIR, '..', 'node_modules', '.bin', 'tsx');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const started: ChildProcess[] = [];

async function startInstance(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  let output = '';
  const child = spawn(TSX, ['src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const end = Date.now() + 240_000;
  while (!/Shop API on/.test(output)) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`no start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `http://127.0.0.1:${port}/api`, child };
}

const call = async (url: string, method: string, token?: string, body?: unknown) => {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as never };
};

describe('two API instances on one PostgreSQL and one Redis', () => {
  const redis = testRedisPrefix();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-two-'));
  const admin = new Client({ connectionString: TEST_DATABASE });
  let schema: string | undefined;
  let a: { url: string; child: ChildProcess };
  let b: { url: string; child: ChildProcess };

  beforeAll(async () => {
    await admin.connect();
    const seeded = await createSeededSchema(admin, 60, dataDir);
    schema = seeded.schema;
    const env = {
      DATABASE_URL: seeded.url,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      TOKEN_SECRET_FILE: path.join(dataDir, 'shared', 'token-secret'),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redis.prefix,
      RATE_LIMIT_LOGIN: '6',
      LOG_LEVEL: 'info',
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 400_000);

  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGTERM');
    if (schema) await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    await redis.clean();
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('share tokens, carts, orders and logout', async () => {
    const login = await call(`${a.url}/auth/login`, 'POST', undefined, SHOPPER);
    const token = (login.body as { token: string }).token;
    expect((await call(`${b.url}/user/me`, 'GET', token)).status).toBe(200);
    const added = await call(`${a.url}/cart/add-product`, 'POST', token, {
      productId: 7,
      quantity: 2,
    });
    expect(added.status).toBe(200);
    const cart = await call(`${b.url}/cart`, 'GET', token);
    expect((cart.body as { products: { productId: number; quantity: number }[] }).products).toEqual(
      expect.arrayContaining([expect.objectContaining({ productId: 7, quantity: 2 })]),
    );
    const order = await call(`${b.url}/checkout`, 'POST', token, { customerDetails: DETAILS });
    expect(order.status).toBe(201);
    const orders = await call(`${a.url}/orders`, 'GET', token);
    expect((orders.body as { orders: { id: string }[] }).orders.map((o) => o.id)).toContain(
      (order.body as { id: string }).id,
    );
    expect((await call(`${b.url}/auth/logout`, 'POST', token)).status).toBe(204);
    expect((await call(`${a.url}/user/me`, 'GET', token)).body).toEqual({ error: 'Session ended' });
  });

  it('hold one login limit between them', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const target = i % 2 ? b : a;
      codes.push(
        (
          await call(`${target.url}/auth/login`, 'POST', undefined, {
            email: 'x@y.co',
            password: 'nope',
          })
        ).status,
      );
    }
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.slice(5)).toEqual([429, 429, 429, 429, 429]);
  });
});
