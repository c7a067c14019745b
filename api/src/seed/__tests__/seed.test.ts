import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, isNull, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createRandom } from '../../lib/prng';
import { TEST_PRODUCTS } from '../../test-support/fixtures';
import { ADMIN, SHOPPER, suiteApp } from '../../test-support/test-app';
import {
  categories,
  images,
  invitations,
  orders,
  productImages,
  products,
  users,
} from '../../db/schema';
import { seed, type SeedOptions } from '../seed';
import { COLORS, productAt } from '../seed-data';

const DAY = 86_400_000;

describe('the seed', () => {
  const t = suiteApp();
  let options: SeedOptions;
  const now = new Date(Math.floor(Date.now() / DAY) * DAY);
  beforeAll(() => {
    const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
    options = { products: TEST_PRODUCTS, imagesDir, invitationsPerUser: 5 };
  });
  afterAll(() => fs.rmSync(options.imagesDir, { recursive: true, force: true }));

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

  it('makes each picture WebP copies at 160, 320 and 640 px and records its size', async () => {
    const rows = await db().select().from(products).orderBy(asc(products.id)).limit(20);
    for (const row of rows) {
      for (const image of row.images) {
        expect(image).toMatchObject({ width: 400, height: 400 });
        expect(image.variants?.map((v) => [v.width, v.type])).toEqual([
          [160, 'image/webp'],
          [320, 'image/webp'],
          [640, 'image/webp'],
        ]);
        for (const variant of image.variants ?? []) {
          expect(variant.url).toBe(image.url.replace(/\.svg$/, `-${variant.width}w.webp`));
          const file = path.join(options.imagesDir, variant.url.replace(/^\/api\/images\//, ''));
          const meta = await sharp(file).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual([
            'webp',
            variant.width,
            variant.width,
          ]);
        }
      }
    }
    const pictures = fs.readdirSync(path.join(options.imagesDir, 'seed'));
    expect(pictures.filter((f) => f.endsWith('.webp'))).toHaveLength(
      pictures.filter((f) => f.endsWith('.svg')).length * 3,
    );
  });

  it('measures, at start, images stored before their copies existed (a bounded number)', async () => {
    const dir = path.join(options.imagesDir, 'uploads');
    fs.mkdirSync(dir, { recursive: true });
    const old = ['/api/images/uploads/old-a.png', '/api/images/uploads/old-b.png'];
    for (const url of old) {
      await sharp({ create: { width: 500, height: 250, channels: 3, background: '#888' } })
        .png()
        .toFile(path.join(options.imagesDir, url.replace('/api/images/', '')));
    }
    // Two products showing them, their copied images as an older version wrote them.
    for (const [i, url] of old.entries()) {
      await db()
        .delete(productImages)
        .where(eq(productImages.productId, i + 1));
      await db()
        .insert(productImages)
        .values({ productId: i + 1, index: 0, url });
      await db()
        .update(products)
        .set({ images: [{ index: 0, url }] })
        .where(eq(products.id, i + 1));
    }
    await seed(t.database, { ...options, imageBackfillLimit: 1 });
    const measured = await db().select().from(images).where(like(images.path, '%/old-%'));
    expect(measured.map((m) => [m.path, m.width, m.height])).toEqual([[old[0], 500, 250]]);
    const withOld = () =>
      db()
        .select({ images: products.images })
        .from(products)
        .where(sql`${products.images}::text like '%old-%'`)
        .orderBy(asc(products.id));
    const [first, second] = await withOld();
    expect(first?.images[0]).toMatchObject({ width: 500, height: 250 });
    expect(first?.images[0]?.variants?.map((v) => v.width)).toEqual([160, 320]);
    // The second waits for the next start, its size unknown until then.
    expect(second?.images[0]).toMatchObject({ width: null, variants: [] });
    await seed(t.database, options);
    const [, later] = await withOld();
    expect(later?.images[0]).toMatchObject({ width: 500, height: 250 });
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
