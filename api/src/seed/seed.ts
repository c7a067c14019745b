import { hashPassword } from '../lib/passwords';
import { computeTotals } from '../lib/pricing';
import { createRandom, type Random } from '../lib/prng';
import { makeVariants, storedImageFile, type ImageInfo } from '../lib/image-variants';
import { createImagesRepository } from '../repositories/images';
import { createSeedRepository } from '../repositories/seed';
import { createSettingsRepository } from '../repositories/settings';
import type { Database } from '../db/client';
import { CATEGORY_TREE, productAt } from './seed-data';
import { writeSeedImages } from './seed-images';
import { backfillTranslations } from './seed-translations';

export interface SeedOptions {
  products: number;
  imagesDir: string;
  invitationsPerUser: number;
  /** Uploaded images stored before their copies existed, measured and copied per start (0: none). */
  imageBackfillLimit?: number;
  now?: Date;
  log?: (message: string) => void;
}

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@shop.test',
    password: 'Admin#2026',
    role: 'admin' as const,
    nickname: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
  },
  {
    email: 'shopper@shop.test',
    password: 'Shopper#2026',
    role: 'customer' as const,
    nickname: 'shopper',
    firstName: 'Sam',
    lastName: 'Shopper',
  },
];
const CUSTOMERS = [
  'Lena Fischer',
  'Kenji Sato',
  'Amara Okafor',
  'Lucas Martin',
  'Sofia Rossi',
  'Omar Haddad',
];
export const CUSTOMER_PASSWORD = 'Customer#2026';
export const DEMO_INVITES = Array.from(
  { length: 20 },
  (_, i) => `DEMO-INVITE-${String(i + 1).padStart(2, '0')}`,
);
const BATCH = 1000;
const DAY = 86_400_000;

async function seedProducts(database: Database, options: SeedOptions, now: Date, from: number) {
  const repo = createSeedRepository(database.db);
  const categoryIds = await repo.ensureCategories(CATEGORY_TREE);
  for (let start = from + 1; start <= options.products; start += BATCH) {
    const end = Math.min(options.products, start + BATCH - 1);
    const batch = [];
    for (let index = start; index <= end; index += 1) {
      const {
        categories,
        images,
        translations,
        index: _i,
        ...product
      } = productAt(index, createRandom(index * 7919), now);
      batch.push({
        product,
        images,
        translations,
        categoryIds: categories
          .map((slug) => categoryIds.get(slug))
          .filter((id): id is number => id !== undefined),
      });
    }
    await repo.insertProducts(batch);
    if (end % 10_000 === 0) options.log?.(`seeded ${end} products`);
  }
  await repo.recountCategories();
}

async function seedUsers(database: Database, now: Date) {
  const people = [
    ...DEMO_ACCOUNTS,
    ...CUSTOMERS.map((name, i) => {
      const [firstName = '', lastName = ''] = name.split(' ');
      return {
        email: `${firstName.toLowerCase()}@shop.test`,
        password: CUSTOMER_PASSWORD,
        role: 'customer' as const,
        nickname: firstName.toLowerCase(),
        firstName,
        lastName,
        i,
      };
    }),
  ];
  const repo = createSeedRepository(database.db);
  // Hashing is the slow part of a restart: only accounts that are missing are hashed.
  const existing = new Set((await repo.ensureUsers([])).map((u) => u.email));
  const rows = await Promise.all(
    people
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => !existing.has(p.email))
      .map(async ({ p, i }) => ({
        email: p.email,
        nickname: p.nickname,
        role: p.role,
        firstName: p.firstName,
        lastName: p.lastName,
        passwordHash: await hashPassword(p.password),
        // Spread over the year, the last ones recent, so the dashboard has new customers.
        createdAt: new Date(
          now.getTime() - (people.length - i) * 45 * DAY + (i >= people.length - 2 ? 40 * DAY : 0),
        ),
      })),
  );
  return repo.ensureUsers(rows);
}

function orderStatus(random: Random, ageDays: number) {
  if (ageDays < 7) return random.chance(0.8) ? 'pending' : 'delivered';
  const roll = random.next();
  return roll < 0.75 ? 'delivered' : roll < 0.9 ? 'cancel' : 'pending';
}

async function seedOrders(
  database: Database,
  now: Date,
  customers: { id: number; email: string }[],
) {
  const repo = createSeedRepository(database.db);
  const catalogue = await repo.productPrices(240);
  const settings = await createSettingsRepository(database.db, { invitationsPerUser: 5 }).get();
  const random = createRandom(2026);
  for (let n = 0; n < 180; n += 1) {
    const customer = customers[n % customers.length]!;
    const ageDays = random.int(0, 364);
    const createdAt = new Date(now.getTime() - ageDays * DAY - random.int(0, 86_399) * 1000);
    const picked = new Map(
      Array.from(
        { length: random.int(1, 3) },
        () => [random.pick(catalogue), random.int(1, 3)] as const,
      ),
    );
    const lines = [...picked].map(([p, quantity]) => ({
      productId: p.id,
      productName: p.title,
      productImageUrl: '',
      quantity,
      unitPrice: p.price,
      linePrice: p.price * quantity,
    }));
    const [first = 'Demo', last = 'Customer'] = customer.email.split('@')[0]!.split('.');
    await repo.insertOrder(
      {
        userId: customer.id,
        status: orderStatus(random, ageDays),
        paymentMethod: 'Direct Order',
        firstName: first.charAt(0).toUpperCase() + first.slice(1),
        lastName: last.charAt(0).toUpperCase() + last.slice(1),
        email: customer.email,
        phone: `+49151${String(1_000_000 + n).padStart(8, '0')}`,
        address: `${random.int(1, 200)} Market Street`,
        city: 'Berlin',
        state: 'Berlin',
        zip: String(10_000 + random.int(0, 89_999)),
        country: 'DE',
        ...computeTotals(lines, settings),
        createdAt,
        updatedAt: createdAt,
      },
      lines,
    );
  }
}

export const DEFAULT_IMAGE_BACKFILL_LIMIT = 200;

/**
 * Images products showed before sizes and copies were made (uploads of an older version): up to
 * `imageBackfillLimit` of them per start are measured and copied, then every product whose copy
 * of its images predates the sizes is refreshed. A file that is missing or unreadable is left
 * as it was (its size stays unknown) and logged.
 */
async function backfillImages(database: Database, options: SeedOptions): Promise<void> {
  const images = createImagesRepository(database.db);
  const pending = await images.unmeasured(
    options.imageBackfillLimit ?? DEFAULT_IMAGE_BACKFILL_LIMIT,
  );
  const measured: { path: string; info: ImageInfo }[] = [];
  for (const url of pending) {
    const file = storedImageFile(options.imagesDir, url);
    try {
      if (!file) throw new Error('outside the images folder');
      const info = await makeVariants(file, url);
      if (info) measured.push({ path: url, info });
    } catch (error) {
      options.log?.(`image ${url} left without copies: ${(error as Error).message}`);
    }
  }
  await images.record(measured);
  if (measured.length) options.log?.(`made WebP copies of ${measured.length} stored images`);
  await images.refreshStale();
}

/** Deterministic and idempotent: only what is missing is added (products up to `products`). */
export async function seed(database: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date(Math.floor(Date.now() / DAY) * DAY);
  const images = createImagesRepository(database.db);
  await images.record(await writeSeedImages(options.imagesDir));
  await createSettingsRepository(database.db, options).get();
  const counts = await createSeedRepository(database.db).counts();
  await backfillTranslations(database, counts.products, now);
  if (counts.products < options.products)
    await seedProducts(database, options, now, counts.products);
  const users = await seedUsers(database, now);
  const admin = users.find((u) => u.email === 'admin@shop.test');
  if (admin) await createSeedRepository(database.db).ensureInvitations(DEMO_INVITES, admin.id);
  if (counts.orders === 0) {
    const customers = users.filter((u) => u.email !== 'admin@shop.test');
    await seedOrders(database, now, customers);
  }
  await backfillImages(database, options);
  await database.vacuum();
}
