import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, isNull, like } from 'drizzle-orm';
import { createRandom } from '../../lib/prng';
import { TEST_PRODUCTS } from '../../test-support/fixtures';
import { ADMIN, createTestApp, SHOPPER, type TestApp } from '../../test-support/test-app';
import { categories, invitations, orders, products, users } from '../../db/schema';
import { seed, type SeedOptions } from '../seed';
import { COLORS, productAt } from '../seed-data';

const DAY = 86_400_000;

describe('the seed', () => {
  let t: TestApp;
  let options: SeedOptions;
  const now = new Date(Math.floor(Date.now() / DAY) * DAY);
  beforeAll(async () => {
    t = await createTestApp();
    const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
    options = { products: TEST_PRODUCTS, imagesDir, invitationsPerUser: 5 };
  });
  afterAll(async () => {
    fs.rmSync(options.imagesDir, { recursive: true, force: true });
    await t?.close();
  });

  const db = () => t.database.db;
  const counts = async () => ({
    products: (await db().select({ n: count() }).from(products))[0]?.n,
    users: (await db().select({ n: count() }).from(users))[0]?.n,
    orders: (await db().select({ n: count() }).from(orders))[0]?.n,
    invitations: (await db().select({ n: count() }).from(invitations))[0]?.n,
    categories: (await db().select({ n: count() }).from(categories))[0]?.n,
  });

  it('builds a category tree of parents with children', async () => {
    const rows = await db().select().from(categories);
    const parents = rows.filter((row) => row.parentId === null);
    expect(parents.length).toBeGreaterThanOrEqual(2);
    for (const parent of parents)
      expect(rows.filter((row) => row.parentId === parent.id).length).toBeGreaterThan(1);
  });

  it('adds nothing when run again, and runs VACUUM ANALYZE when done', async () => {
    const before = await counts();
    const vacuum = jest.fn(() => t.database.vacuum());
    await seed({ ...t.database, vacuum }, options);
    expect(await counts()).toEqual(before);
    expect(vacuum).toHaveBeenCalledTimes(1);
  });

  it('adds the same products every time, with pictures drawn on this machine', async () => {
    await seed(t.database, { ...options, products: 210 });
    const rows = await db().select().from(products).orderBy(asc(products.id));
    expect(rows).toHaveLength(210);
    rows.forEach((row, i) => {
      const expected = productAt(i + 1, createRandom((i + 1) * 7919), now);
      expect([row.title, row.newPrice, row.stock]).toEqual([
        expected.title,
        expected.newPrice,
        expected.stock,
      ]);
      expect(row.images.length).toBeGreaterThan(0);
      // The picture shows the colour the name says ("Modern Black Sofa" is black).
      // Adjective, colour, noun ("Eco Grey Olive Oil" is grey).
      const color = COLORS.find((c) => row.title.split(' ')[1] === c.name);
      expect(color).toBeDefined();
      for (const image of row.images) {
        const file = path.join(options.imagesDir, image.url.replace(/^\/api\/images\//, ''));
        expect(fs.readFileSync(file, 'utf8')).toContain(`fill="${color!.css}"`);
      }
    });
  });

  it('spreads its orders over the past twelve months', async () => {
    const rows = await db().select({ at: orders.createdAt }).from(orders);
    expect(rows.length).toBeGreaterThanOrEqual(100);
    const months = new Set(rows.map((row) => row.at.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect(row.at.getTime()).toBeLessThanOrEqual(now.getTime() + DAY);
      expect(row.at.getTime()).toBeGreaterThan(now.getTime() - 366 * DAY);
    }
  });

  it('creates the demo accounts with their roles', async () => {
    for (const [account, role] of [
      [ADMIN, 'admin'],
      [SHOPPER, 'customer'],
    ] as const) {
      const response = await t.call({ method: 'POST', url: '/api/auth/login', payload: account });
      expect(response.json()).toMatchObject({ email: account.email, role });
    }
  });

  it('creates the single-use invitations DEMO-INVITE-01 to DEMO-INVITE-20', async () => {
    const rows = await db()
      .select()
      .from(invitations)
      .where(like(invitations.code, 'DEMO-INVITE-%'))
      .orderBy(asc(invitations.code));
    expect(rows.map((row) => row.code)).toEqual(
      Array.from({ length: 20 }, (_, i) => `DEMO-INVITE-${String(i + 1).padStart(2, '0')}`),
    );
    expect(rows.every((row) => row.usedById === null && !row.revoked)).toBe(true);
    const unused = await db().select().from(invitations).where(isNull(invitations.usedById));
    expect(unused.length).toBeGreaterThanOrEqual(20);
  });
});
