import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import {
  categories,
  invitations,
  orderLines,
  orders,
  productCategories,
  productImages,
  products,
  productTranslations,
  users,
} from '../db/schema';
import type { Db } from '../db/types';
import { recount, refreshListing } from './category-listing';
import { refreshCards } from './product-cards';

type NewProduct = typeof products.$inferInsert;
type NewTranslation = Omit<typeof productTranslations.$inferInsert, 'productId'>;
type NewOrder = typeof orders.$inferInsert;
type NewLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** The seed's bulk writes: plain multi-row INSERTs in batches, each batch one transaction. */
export function createSeedRepository(db: Db) {
  return {
    async counts() {
      const [p] = await db.select({ n: count() }).from(products);
      const [o] = await db.select({ n: count() }).from(orders);
      return { products: p?.n ?? 0, orders: o?.n ?? 0 };
    },

    /** Categories by title, creating the tree the first time. */
    async ensureCategories(
      tree: {
        title: string;
        titles: { es: string; pt: string };
        children: { slug: string; title: string; titles: { es: string; pt: string } }[];
      }[],
    ) {
      const existing = await db.select().from(categories);
      if (!existing.length) {
        for (const [position, parent] of tree.entries()) {
          const [row] = await db
            .insert(categories)
            .values({
              title: parent.title,
              titleEs: parent.titles.es,
              titlePt: parent.titles.pt,
              position,
            })
            .returning();
          if (!row) throw new Error('category insert returned no row');
          await db.insert(categories).values(
            parent.children.map((child, i) => ({
              title: child.title,
              titleEs: child.titles.es,
              titlePt: child.titles.pt,
              parentId: row.id,
              position: i,
            })),
          );
        }
      }
      const rows = await db.select().from(categories).where(isNotNull(categories.parentId));
      const bySlug = new Map<string, number>();
      for (const child of tree.flatMap((parent) => parent.children)) {
        const row = rows.find((r) => r.title === child.title);
        if (row) bySlug.set(child.slug, row.id);
      }
      return bySlug;
    },

    async insertProducts(
      batch: {
        product: NewProduct;
        images: string[];
        categoryIds: number[];
        translations: NewTranslation[];
      }[],
    ) {
      await db.transaction(async (tx) => {
        const ids = await tx
          .insert(products)
          .values(batch.map((b) => b.product))
          .returning({ id: products.id });
        const images = batch.flatMap((b, i) =>
          b.images.map((url, index) => ({ productId: ids[i]!.id, index, url })),
        );
        const links = batch.flatMap((b, i) =>
          b.categoryIds.map((categoryId) => ({ productId: ids[i]!.id, categoryId })),
        );
        const translations = batch.flatMap((b, i) =>
          b.translations.map((t) => ({ ...t, productId: ids[i]!.id })),
        );
        if (images.length) await tx.insert(productImages).values(images);
        if (translations.length) await tx.insert(productTranslations).values(translations);
        if (links.length) await tx.insert(productCategories).values(links);
        // Counts are recomputed once at the end (recountCategories), not per batch.
        await refreshListing(
          tx,
          ids.map((row) => row.id),
          false,
        );
        await refreshCards(
          tx,
          ids.map((row) => row.id),
        );
      });
    },

    recountCategories: () => db.transaction((tx) => recount(tx)),

    async hasTranslations() {
      return (
        (await db.select({ id: productTranslations.productId }).from(productTranslations).limit(1))
          .length > 0
      );
    },

    /** The seed's texts for products still named as the seed named them (by id and English name). */
    async addTranslations(
      rows: { id: number; title: string; summary: string; translations: NewTranslation[] }[],
    ) {
      await db.transaction(async (tx) => {
        const translated: number[] = [];
        for (const row of rows) {
          const seeded = and(eq(products.id, row.id), eq(products.title, row.title));
          const [found] = await tx
            .update(products)
            .set({
              summary: sql`case when ${products.summary} = '' then ${row.summary} else ${products.summary} end`,
            })
            .where(seeded)
            .returning({ id: products.id });
          if (!found) continue;
          await tx
            .insert(productTranslations)
            .values(row.translations.map((t) => ({ ...t, productId: row.id })))
            .onConflictDoNothing();
          translated.push(row.id);
        }
        await refreshCards(tx, translated);
      });
    },

    async productPrices(limit: number) {
      return db
        .select({ id: products.id, title: products.title, price: products.newPrice })
        .from(products)
        .orderBy(asc(products.id))
        .limit(limit);
    },

    /** Users by email; existing accounts are left as they are. */
    async ensureUsers(rows: (typeof users.$inferInsert)[]) {
      if (rows.length) await db.insert(users).values(rows).onConflictDoNothing();
      return db.select({ id: users.id, email: users.email }).from(users);
    },

    async ensureInvitations(codes: string[], issuerId: number) {
      await db
        .insert(invitations)
        .values(codes.map((code) => ({ code, issuerId })))
        .onConflictDoNothing();
    },

    async insertOrder(order: NewOrder, lines: NewLine[]) {
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
        if (!row) throw new Error('order insert returned no row');
        await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
      });
    },
  };
}
