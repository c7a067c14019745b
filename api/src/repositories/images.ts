import { and, inArray, isNull, like, sql } from 'drizzle-orm';
import { images, productImages, products } from '../db/schema';
import type { Db } from '../db/types';
import type { ImageInfo } from '../lib/image-variants';
import { refreshCards } from './product-cards';

/** Stored paths of the images the API serves itself (uploads and seed pictures). */
const OWN = '/api/images/%';
const REFRESH_BATCH = 500;

/** The size and WebP copies of stored images (the images table), and the products showing them. */
export function createImagesRepository(db: Db) {
  /** Copies the images' sizes onto the products that show them (products.images). */
  async function refreshProductsShowing(paths: string[]): Promise<void> {
    if (!paths.length) return;
    const rows = await db
      .selectDistinct({ id: productImages.productId })
      .from(productImages)
      .where(inArray(productImages.url, paths));
    for (let i = 0; i < rows.length; i += REFRESH_BATCH) {
      const ids = rows.slice(i, i + REFRESH_BATCH).map((r) => r.id);
      await db.transaction((tx) => refreshCards(tx, ids));
    }
  }

  return {
    /**
     * Records the size and copies of stored images not recorded yet (a path is written once: its
     * file never changes), then refreshes the products already showing a new one.
     */
    async record(entries: { path: string; info: ImageInfo }[]): Promise<void> {
      if (!entries.length) return;
      const added = await db
        .insert(images)
        .values(entries.map(({ path, info }) => ({ path, ...info })))
        .onConflictDoNothing()
        .returning({ path: images.path });
      await refreshProductsShowing(added.map((row) => row.path));
    },

    /** Our own images that products show but that have no size recorded yet, at most `limit`. */
    async unmeasured(limit: number): Promise<string[]> {
      if (limit <= 0) return [];
      const rows = await db
        .selectDistinct({ path: productImages.url })
        .from(productImages)
        .leftJoin(images, sql`${images.path} = ${productImages.url}`)
        .where(and(like(productImages.url, OWN), isNull(images.path)))
        .orderBy(productImages.url)
        .limit(limit);
      return rows.map((r) => r.path);
    },

    /**
     * Products whose copied images predate the sizes (written before migration 0010): their
     * copies are rebuilt once, in batches. Answers how many were refreshed.
     */
    async refreshStale(): Promise<number> {
      const stale = await db
        .select({ id: products.id })
        .from(products)
        .where(
          sql`exists (select 1 from jsonb_array_elements(${products.images}) e where not (e ? 'width'))`,
        );
      for (let i = 0; i < stale.length; i += REFRESH_BATCH) {
        const ids = stale.slice(i, i + REFRESH_BATCH).map((r) => r.id);
        await db.transaction((tx) => refreshCards(tx, ids));
      }
      return stale.length;
    },
  };
}
