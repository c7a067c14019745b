import { and, eq, inArray } from 'drizzle-orm';
import {
  categories,
  categoryProducts,
  productCategories,
  productImages,
  products,
  productTranslations,
} from '../db/schema';
import { lockListing, recount, refreshListing } from './category-listing';
import { refreshCards } from './product-cards';
import type { Db, Tx } from '../db/types';
import { badRequest, notFound } from '../lib/errors';
import { toMinor } from '../lib/money';
import type { ProductInput, ProductTranslations, TranslationInput } from '../schemas/catalog';
import type { ImageUrl } from './product-mapper';

function minor(field: string, major: number | undefined): number | undefined {
  if (major === undefined) return undefined;
  const value = toMinor(major);
  if (value === null) throw badRequest(`body/${field} has more than two decimals`);
  return value;
}

/** Columns of a (partial) input; undefined values are left out of the UPDATE. */
function columns(input: Partial<ProductInput>) {
  const values = {
    title: input.title,
    description: input.description,
    summary: input.summary,
    type: input.type,
    vendor: input.vendor,
    newPrice: minor('newPrice', input.newPrice),
    oldPrice: minor('oldPrice', input.oldPrice),
    offer: input.offer,
    onSale: input.onSale,
    newProduct: input.newProduct,
    discount: input.discount,
    discountOff: input.discountOff,
    stock: input.stock,
    unit: input.unit,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<
    typeof products.$inferInsert
  >;
}

const TRANSLATED = ['es', 'pt'] as const;

/** The translations to write (null: remove), refused before anything is written. */
function translationRows(input: Partial<ProductInput>) {
  return TRANSLATED.flatMap((lang) => {
    const given: TranslationInput | undefined = input.translations?.[lang];
    if (!given) return [];
    const text = {
      title: given.title.trim(),
      summary: given.summary?.trim() ?? '',
      description: given.description?.trim() ?? '',
    };
    if (!text.title && (text.summary || text.description))
      throw badRequest(`body/translations/${lang}/title: a translation needs its name`);
    return [{ lang, text: text.title ? text : null }];
  });
}

async function setTranslations(tx: Tx, id: number, rows: ReturnType<typeof translationRows>) {
  for (const { lang, text } of rows) {
    const key = and(eq(productTranslations.productId, id), eq(productTranslations.lang, lang));
    if (!text) await tx.delete(productTranslations).where(key);
    else
      await tx
        .insert(productTranslations)
        .values({ productId: id, lang, ...text })
        .onConflictDoUpdate({
          target: [productTranslations.productId, productTranslations.lang],
          set: text,
        });
  }
}

export function createAdminRepository(db: Db, imageUrl: ImageUrl) {
  const base = imageUrl('/');
  // Our own image URLs are stored relative, so a new API origin keeps every image working.
  const stored = (url: string) => (url.startsWith(base) ? url.slice(base.length - 1) : url);

  async function setImages(tx: Tx, id: number, input: Partial<ProductInput>) {
    for (const [index, url] of [input.imageUrl, input.imageHoverUrl].entries()) {
      if (url === undefined) continue;
      await tx
        .delete(productImages)
        .where(and(eq(productImages.productId, id), eq(productImages.index, index)));
      if (url) await tx.insert(productImages).values({ productId: id, index, url: stored(url) });
    }
  }

  async function setCategories(tx: Tx, id: number, ids: number[] | undefined) {
    if (ids === undefined) return;
    if (ids.length) {
      const found = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, ids));
      const unknown = ids.filter((c) => !found.some((f) => f.id === c));
      if (unknown.length)
        throw badRequest(`body/categoryIds: unknown category ${unknown.join(', ')}`);
    }
    await lockListing(tx, [id], ids);
    await tx.delete(productCategories).where(eq(productCategories.productId, id));
    if (ids.length)
      await tx
        .insert(productCategories)
        .values(ids.map((categoryId) => ({ productId: id, categoryId })));
    await refreshListing(tx, [id]);
  }

  return {
    async create(input: ProductInput): Promise<number> {
      const values = columns(input) as typeof products.$inferInsert;
      const translations = translationRows(input);
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(products).values(values).returning({ id: products.id });
        if (!row) throw new Error('product insert returned no row');
        await setTranslations(tx, row.id, translations);
        await setImages(tx, row.id, input);
        await setCategories(tx, row.id, input.categoryIds);
        await refreshCards(tx, [row.id]);
        return row.id;
      });
    },
    async update(id: number, input: Partial<ProductInput>): Promise<void> {
      const values = columns(input);
      const translations = translationRows(input);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!row) throw notFound('Product not found');
        if (Object.keys(values).length)
          await tx.update(products).set(values).where(eq(products.id, id));
        await setTranslations(tx, id, translations);
        await setImages(tx, id, input);
        await setCategories(tx, id, input.categoryIds);
        await refreshCards(tx, [id]);
      });
    },
    /** What staff wrote in each language for these products (null where not translated). */
    async translations(ids: number[]): Promise<Map<number, ProductTranslations>> {
      const rows = ids.length
        ? await db
            .select()
            .from(productTranslations)
            .where(inArray(productTranslations.productId, ids))
        : [];
      const byId = new Map(ids.map((id) => [id, { es: null, pt: null } as ProductTranslations]));
      for (const { productId, lang, title, summary, description } of rows) {
        const entry = byId.get(productId);
        if (entry && (lang === 'es' || lang === 'pt'))
          entry[lang] = { title, summary, description };
      }
      return byId;
    },
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const listed = await tx
          .select({ id: categoryProducts.categoryId })
          .from(categoryProducts)
          .where(eq(categoryProducts.productId, id));
        const rows = await tx
          .delete(products)
          .where(eq(products.id, id))
          .returning({ id: products.id });
        if (!rows.length) throw notFound('Product not found');
        await recount(
          tx,
          listed.map((row) => row.id),
        );
      });
    },
  };
}
