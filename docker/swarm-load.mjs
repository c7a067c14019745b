// The shoppers of `npm run test:swarm` (docker/test-swarm.sh): each a seeded customer account
// signed in through the edge, browsing pages and the catalogue, adding to the cart and placing
// the order as the shop does — one Idempotency-Key per checkout attempt, kept across that
// attempt's retries. Every acknowledged order id is recorded. Runs until SIGTERM, ORDERS orders
// or SECONDS seconds, lets every checkout under way finish, then checks as the admin that each
// acknowledged order is in the shop exactly once, and prints the figures. Exits 1 when one is
// missing or doubled.
//   node docker/swarm-load.mjs <edge origin, e.g. http://127.0.0.1:3000>
import { randomUUID } from 'node:crypto';

const ORIGIN = process.argv[2] ?? 'http://127.0.0.1:3000';
const SHOPPERS = Number(process.env.SWARM_LOAD_SHOPPERS ?? 6);
const ORDERS = Number(process.env.SWARM_LOAD_ORDERS ?? 20000);
const SECONDS = Number(process.env.SWARM_LOAD_SECONDS ?? 1800);
const THINK_MS = Number(process.env.SWARM_LOAD_THINK_MS ?? 250);
/** The seeded customers (api/src/seed/seed.ts): the demo shopper, then the six with one password. */
const ACCOUNTS = [
  { email: 'shopper@shop.test', password: 'Shopper#2026' },
  ...['lena', 'kenji', 'amara', 'lucas', 'sofia', 'omar'].map((name) => ({
    email: `${name}@shop.test`,
    password: 'Customer#2026',
  })),
];
const ADMIN = { email: 'admin@shop.test', password: 'Admin#2026' };
const PAGES = ['/', '/products', '/product/'];
const REMOTE_PORTS = [1, 2, 3, 4].map((offset) => Number(new URL(ORIGIN).port) + offset);
/** This run's orders are the ones billed to this address. */
const RUN_EMAIL = `swarm-load-${Date.now()}@example.com`;

const stats = { requests: 0, errors: 0, refused: 0, retried: 0, replayed: 0, byError: {} };
const acknowledged = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const startedAt = new Date();
let stopping = false;
process.on('SIGTERM', () => (stopping = true));
process.on('SIGINT', () => (stopping = true));
setTimeout(() => (stopping = true), SECONDS * 1000).unref();

/** One request; a network failure or a 5xx counts as an error (what the shopper would see). */
async function call(url, init = {}) {
  stats.requests += 1;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await response.text();
    if (response.status >= 500) fail(`${init.method ?? 'GET'} ${response.status}`);
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    fail(`${init.method ?? 'GET'} ${error.cause?.code ?? error.name}`);
    return { status: 0, headers: new Headers(), body: '' };
  }
}
function fail(kind) {
  stats.errors += 1;
  stats.byError[kind] = (stats.byError[kind] ?? 0) + 1;
}
const json = (token, body) => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

async function logIn(account) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const { status, headers, body } = await call(`${ORIGIN}/api/auth/login`, json(null, account));
    if (status === 200) return JSON.parse(body).token;
    await sleep(status === 429 ? 1000 * Number(headers.get('retry-after') ?? 5) : 1000);
  }
  throw new Error(`${account.email} could not sign in`);
}

/** The checkout as the shop's client makes it: retried with the same key until it answers. */
async function checkout(token, n) {
  const key = randomUUID();
  const billing = {
    customerDetails: {
      ...{ firstName: 'Swarm', lastName: 'Shopper', email: RUN_EMAIL },
      phone: `+4420794${String(n).padStart(6, '0').slice(-6)}`,
      ...{ address: `${n} Cluster Road`, city: 'London', state: 'London', zip: '12345' },
      country: 'United Kingdom',
    },
  };
  for (let attempt = 0; attempt < 8; attempt += 1) {
    if (attempt > 0) stats.retried += 1;
    const init = json(token, billing);
    init.headers['Idempotency-Key'] = key;
    const { status, headers, body } = await call(`${ORIGIN}/api/checkout`, init);
    if (status === 201) {
      if (headers.get('idempotent-replayed')) stats.replayed += 1;
      return JSON.parse(body).id;
    }
    if (status > 0 && status < 500) return null;
    await sleep(500 * (attempt + 1));
  }
  return null;
}

async function browse(token, productId) {
  const page = PAGES[Math.floor(Math.random() * PAGES.length)];
  await call(`${ORIGIN}${page === '/product/' ? page + productId : page}`);
  const port = REMOTE_PORTS[Math.floor(Math.random() * REMOTE_PORTS.length)];
  await call(`http://${new URL(ORIGIN).hostname}:${port}/mf-manifest.json`);
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const listing = await call(`${ORIGIN}/api/products?pageNumber=${1 + (productId % 20)}`, auth);
  const products = listing.status === 200 ? JSON.parse(listing.body).products : [];
  const inStock = products.filter((p) => p.stock > 0);
  return inStock[Math.floor(Math.random() * inStock.length)]?.id;
}

async function shopper(account, index) {
  const token = await logIn(account);
  for (let n = 0; !stopping && acknowledged.length < ORDERS; n += 1) {
    const productId = await browse(token, 1 + Math.floor(Math.random() * 240));
    if (!productId) continue;
    await call(`${ORIGIN}/api/product/${productId}`);
    const added = await call(
      `${ORIGIN}/api/cart/add-product`,
      json(token, { productId, quantity: 1 }),
    );
    if (added.status !== 200) {
      if (added.status > 0 && added.status < 500) stats.refused += 1;
      continue;
    }
    const id = await checkout(token, index * 100000 + n);
    if (id) acknowledged.push(id);
    else stats.refused += 1;
    await sleep(THINK_MS);
  }
}

/** Every order billed to this run's address, as the admin's order list has them. */
async function ordersInShop() {
  const token = await logIn(ADMIN);
  const from = startedAt.toISOString().slice(0, 10);
  const found = [];
  for (let page = 1; ; page += 1) {
    const url = `${ORIGIN}/api/admin/orders?from=${from}&pageSize=100&pageNumber=${page}`;
    const { status, body } = await call(url, { headers: { Authorization: `Bearer ${token}` } });
    if (status !== 200) throw new Error(`the admin's order list answered ${status}`);
    const list = JSON.parse(body);
    for (const order of list.orders)
      if (order.customerDetails.email === RUN_EMAIL) found.push(order.id);
    if (page >= list.totalPages) return found;
  }
}

function verdict(found) {
  const count = new Map();
  for (const id of found) count.set(id, (count.get(id) ?? 0) + 1);
  const missing = acknowledged.filter((id) => !count.has(id));
  const doubled = [...count].filter(([, n]) => n > 1).map(([id]) => id);
  const unacknowledged = [...count.keys()].filter((id) => !acknowledged.includes(id));
  console.log(
    `orders: ${acknowledged.length} acknowledged (${stats.replayed} answered by an idempotent ` +
      `replay), ${found.length} in the shop: ${missing.length} missing, ${doubled.length} ` +
      `doubled, ${unacknowledged.length} placed but never acknowledged`,
  );
  return missing.length === 0 && doubled.length === 0 && acknowledged.length > 0;
}

const seconds = () => ((Date.now() - startedAt.getTime()) / 1000).toFixed(0);
const progress = setInterval(() => {
  console.log(
    `load ${seconds()} s: ${stats.requests} requests, ${stats.errors} errors, ` +
      `${acknowledged.length} orders`,
  );
}, 15_000);

const shoppers = ACCOUNTS.slice(0, SHOPPERS);
console.log(`load: ${shoppers.length} shoppers on ${ORIGIN}, orders billed to ${RUN_EMAIL}`);
await Promise.all(shoppers.map(shopper));
clearInterval(progress);
const errors = Object.entries(stats.byError).map(([kind, n]) => `${kind} ×${n}`);
console.log(
  `load over after ${seconds()} s: ${stats.requests} requests, ${stats.errors} errors` +
    `${errors.length ? ` (${errors.join(', ')})` : ''}, ${stats.retried} checkout retries, ` +
    `${stats.refused} carts or checkouts refused (4xx)`,
);
try {
  process.exit(verdict(await ordersInShop()) ? 0 : 1);
} catch (error) {
  console.log(`orders: not checked: ${error.message}`);
  process.exit(1);
}
