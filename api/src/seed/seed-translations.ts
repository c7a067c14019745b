import { createRandom } from '../lib/prng';
import type { Database } from '../db/client';
import { createSeedRepository } from '../repositories/seed';
import { productAt } from './seed-data';

const BATCH = 1000;

/**
 * A database seeded before products had translations gets the seed's Spanish and Portuguese
 * texts and short descriptions: once (while no product has a translation), for the seeded
 * products whose English name is still the seed's (one staff renamed keeps what staff wrote).
 */
export async function backfillTranslations(database: Database, products: number, now: Date) {
  const repo = createSeedRepository(database.db);
  if (!products || (await repo.hasTranslations())) return;
  for (let start = 1; start <= products; start += BATCH) {
    const rows = [];
    for (let index = start; index < start + BATCH && index <= products; index += 1) {
      const { title, summary, translations } = productAt(index, createRandom(index * 7919), now);
      rows.push({ id: index, title, summary, translations });
    }
    await repo.addTranslations(rows);
  }
}
