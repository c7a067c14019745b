// npm run bench:api: the API's throughput against 100 000 products (ARCHITECTURE.md section 7).
// Seeds a fresh PGlite data directory (and a fresh PostgreSQL database when DATABASE_URL is
// set), starts the built API on each, and measures with autocannon (10 connections, 10 s):
// the category-filtered listing (in English and in Portuguese), the listing sorted by name in
// Spanish, product by id, a signed-in read (/api/user/me: what every authenticated call pays to
// check its session) and /api/health as the bare-route reference. BENCH_ROUTES picks some of
// them (e.g. listing,listing-pt,title-es).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API = path.join(ROOT, 'api');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
// The API listens at E2E_BASE_PORT + 1080, so engineers sharing a machine each bench on their own port.
const PORT = Number(process.env.E2E_BASE_PORT ?? 3700) + 1080;
// Child categories of the seed's tree (ids 2-5, 7-9, 11-13, 15-17, 19-22) and two parents.
const CATEGORIES = [2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 15, 16, 17, 19, 20, 21, 22, 1, 6];
const TARGETS = {
  pglite: { listing: { rps: 400 }, product: { rps: 400 } },
  postgres: { listing: { rps: 2000, p99: 20 }, product: { rps: 2000, p99: 20 } },
};
const ROUTES = process.env.BENCH_ROUTES?.split(',');
// BENCH_KEEP=name keeps the seeded catalogues (a PGlite directory, a PostgreSQL database) under
// that name and measures them again on the next run instead of seeding anew.
const KEEP = process.env.BENCH_KEEP?.replace(/\W/g, '');

function run(command, args, env) {
  const result = spawnSync(command, args, {
    cwd: API,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function ensureBuild() {
  if (!fs.existsSync(path.join(API, 'dist', 'server.js'))) run('npm', ['run', 'build']);
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start');
}

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'shopper@shop.test', password: 'Shopper#2026' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()).token;
}

function measure(url, pick, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 10,
        duration: DURATION,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: pick() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const random = (n) => 1 + Math.floor(Math.random() * n);
const listingPath = () =>
  `/api/products?filters%5B0%5D%5Bfield%5D=categories_id&filters%5B0%5D%5Boperator%5D=EQUAL` +
  `&filters%5B0%5D%5Bvalue%5D=${CATEGORIES[random(CATEGORIES.length) - 1]}&pageNumber=${random(3)}&pageSize=12`;

async function benchDriver(label, env) {
  console.log(`\n== ${label}: seeding ${PRODUCTS} products…`);
  const started = Date.now();
  run('node', ['dist/seed/seed-cli.js', '--products', String(PRODUCTS)], env);
  console.log(`   seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const child = spawn('node', ['dist/server.js'], {
    cwd: API,
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TOKEN_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  try {
    await waitForHealth(url, child);
    // Warm-up: statistics, caches and the JIT settle before the measured runs.
    await measure(url, listingPath).then(() => undefined);
    const signedIn = { Authorization: `Bearer ${await signIn(url)}` };
    const rows = [];
    for (const [name, pick, headers] of [
      ['health', () => '/api/health'],
      ['listing', listingPath],
      ['listing-pt', () => `${listingPath()}&lang=pt`],
      ['title-es', () => `/api/products?sort=title&lang=es&pageNumber=${random(3)}&pageSize=12`],
      ['product', () => `/api/product/${random(PRODUCTS)}`],
      ['me', () => '/api/user/me', signedIn],
    ].filter(([route]) => !ROUTES || ROUTES.includes(route))) {
      const result = await measure(url, pick, headers);
      const errors = result.errors + result.non2xx;
      rows.push({
        name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors,
      });
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function report(label, rows, targets) {
  console.log(`\n${label} — ${PRODUCTS} products, 10 connections, ${DURATION} s each`);
  console.log(
    'route                       req/s      p50 ms   p99 ms   errors   target                 result',
  );
  for (const row of rows) {
    const target = targets[row.name];
    const ok =
      !target || (row.rps >= target.rps && (target.p99 === undefined || row.p99 < target.p99));
    const goal = target
      ? `>= ${target.rps} req/s${target.p99 ? `, p99 < ${target.p99} ms` : ''}`
      : ({ health: '(bare route)', me: '(signed in)' }[row.name] ?? '');
    const name = {
      health: 'GET /api/health',
      listing: 'GET /api/products (category)',
      'listing-pt': '… (category, lang=pt)',
      'title-es': '… (sort=title, lang=es)',
      product: 'GET /api/product/{id}',
      me: 'GET /api/user/me (token)',
    }[row.name];
    console.log(
      `${name.padEnd(28)}${row.rps.toFixed(0).padStart(6)}   ${String(row.p50).padStart(7)}  ${String(row.p99).padStart(7)}  ${String(row.errors).padStart(7)}   ${goal.padEnd(22)} ${target ? (ok && row.errors === 0 ? 'PASS' : 'FAIL') : ''}`,
    );
  }
}

async function withDatabase(baseUrl, fn) {
  const name = `shop_bench_${KEEP ?? Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const kept = KEEP && (await admin.query('select 1 from pg_database where datname = $1', [name]));
  if (!kept?.rowCount) await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    if (!KEEP) await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  ensureBuild();
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs; client and server on this machine`,
  );
  const keptDir = KEEP && path.join(os.tmpdir(), `shop-bench-${KEEP}`);
  if (keptDir) fs.mkdirSync(keptDir, { recursive: true });
  const dataDir = keptDir || fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const results = [];
  try {
    results.push([
      'PGlite',
      await benchDriver('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }),
      TARGETS.pglite,
    ]);
  } finally {
    if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    // PostgreSQL keeps the rows; DATA_DIR still holds the generated images.
    const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
    try {
      const rows = await withDatabase(process.env.DATABASE_URL, (url) =>
        benchDriver('PostgreSQL', { DATABASE_URL: url, DATA_DIR: imagesDir }),
      );
      results.push(['PostgreSQL', rows, TARGETS.postgres]);
    } finally {
      fs.rmSync(imagesDir, { recursive: true, force: true });
    }
  }
  for (const [label, rows, targets] of results) report(label, rows, targets);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
