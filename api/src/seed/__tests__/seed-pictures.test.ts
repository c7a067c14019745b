import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { productImages } from '../../db/schema';
import { suiteApp } from '../../test-support/test-app';
import { CHILDREN, COLORS } from '../seed-data';
import { seedPicture } from '../seed-images';

describe('the seeded pictures', () => {
  const t = suiteApp();

  it('carry no words in any drawing (SVG draws text only with these elements)', () => {
    for (const child of CHILDREN) {
      for (const color of COLORS) {
        for (const hover of [false, true]) {
          const drawing = seedPicture(child, color, hover);
          expect(drawing).toMatch(/^<svg /);
          expect(drawing).not.toMatch(/<(?:text|tspan|textPath|foreignObject)\b|font-/);
          expect(drawing).not.toContain(child.title);
        }
      }
    }
  });

  it('the migration points pictures seeded before at the drawings without words', async () => {
    const db = t.database.db;
    const [row] = await db
      .select()
      .from(productImages)
      .where(like(productImages.url, '/api/images/seed/%'))
      .limit(1);
    const { productId, index, url } = row!;
    expect(url).toMatch(/-[01]-plain\.svg$/);
    const which = and(eq(productImages.productId, productId), eq(productImages.index, index));
    await db
      .update(productImages)
      .set({ url: url.replace(/-plain\.svg$/, '.svg') })
      .where(which);
    const migration = readFileSync(
      join(__dirname, '../../../drizzle/0013_plain_seed_pictures.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
    const [after] = await db.select({ url: productImages.url }).from(productImages).where(which);
    expect(after!.url).toBe(url);
  });
});
