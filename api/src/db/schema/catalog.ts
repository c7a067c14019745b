import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ownedBy, stamp, timestamptz } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    // Spanish and Portuguese names; null shows the English `title`.
    titleEs: text('title_es'),
    titlePt: text('title_pt'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    // Kept by the repositories (see category_products): the listing's total without a count(*).
    productCount: integer('product_count').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** One WebP copy of a stored image, at a width smaller than (or equal to) the original's. */
export interface StoredImageVariant {
  url: string;
  width: number;
  type: string;
}

/** An image as products.images copies it: its slot, path and, when known, size and copies. */
export interface StoredImageRef {
  index: number;
  url: string;
  width?: number | null;
  height?: number | null;
  variants?: StoredImageVariant[] | null;
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // The short description (the card's and the quick view's line); '' when none.
    summary: text('summary').notNull().default(''),
    type: text('type').notNull(),
    vendor: text('vendor').notNull().default(''),
    // Prices are integer minor units (1/100 ₿): sums stay exact.
    newPrice: integer('new_price').notNull(),
    oldPrice: integer('old_price').notNull().default(0),
    offer: boolean('offer').notNull().default(false),
    onSale: boolean('on_sale').notNull().default(false),
    newProduct: boolean('new_product').notNull().default(false),
    discount: boolean('discount').notNull().default(false),
    discountOff: integer('discount_off').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    unit: text('unit').notNull().default('piece'),
    views: integer('views').notNull().default(0),
    // Copies of product_images and the categories' ids and titles, kept by the repositories
    // in the transaction that changes them: a listing reads products only, no per-row joins.
    images: jsonb('images').$type<StoredImageRef[]>().notNull().default([]),
    categoryRefs: jsonb('category_refs')
      .$type<{ id: number; title: string }[]>()
      .notNull()
      .default([]),
    // The names of product_translations by language ({"es": …}), copied the same way: the
    // sort and search by name in a language read one expression index (see below).
    translatedTitles: jsonb('translated_titles')
      .$type<Partial<Record<'es' | 'pt', string>>>()
      .notNull()
      .default({}),
    createdAt: stamp(),
  },
  (t) => [
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.newPrice} >= 0 and ${t.oldPrice} >= 0`),
    // nullsFirst: the order PostgreSQL gives `order by … desc`, so the index serves the sort.
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_price_idx').on(t.newPrice, t.id),
    index('products_title_idx').on(t.title, t.id),
    // The name in Spanish and in Portuguese, the English one where staff wrote none: the
    // fallback lives in the expression, so a new English name re-sorts untranslated products.
    index('products_title_es_idx').on(
      sql`coalesce(${t.translatedTitles}->>'es', ${t.title})`,
      t.id,
    ),
    index('products_title_pt_idx').on(
      sql`coalesce(${t.translatedTitles}->>'pt', ${t.title})`,
      t.id,
    ),
    index('products_views_idx').on(t.views.desc().nullsFirst(), t.id),
  ],
);

/**
 * A product's name and descriptions in a language other than English (`products` holds the
 * English, which is required): one row per product and language staff translated it into. A
 * row has its name; an empty summary or description shows the English one. Every read of a
 * product in a language is one lookup of the primary key (product_id, lang).
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: ownedBy(integer('product_id'), () => products.id),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    check('product_translations_lang_check', sql`${t.lang} in ('es', 'pt')`),
    check('product_translations_title_check', sql`${t.title} <> ''`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: ownedBy(integer('product_id'), () => products.id),
    index: integer('image_index').notNull(),
    url: text('image_url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.index] })],
);

/**
 * The intrinsic size and WebP copies of each image the API stores (uploads, seed pictures),
 * keyed by the stored path product_images.image_url holds. An image from another origin has
 * no row (its size is unknown).
 */
export const images = pgTable(
  'images',
  {
    path: text('path').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredImageVariant[]>().notNull().default([]),
  },
  (t) => [check('images_size_check', sql`${t.width} > 0 and ${t.height} > 0`)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: ownedBy(integer('product_id'), () => products.id),
    categoryId: ownedBy(integer('category_id'), () => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    // The category-filtered listing walks this index.
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

/**
 * The category-filtered listing, denormalised: one row per product and per category it is
 * listed under (its own categories and their parents), with the sort key, so a page is one
 * range of one index instead of a sort over every product of the category.
 */
export const categoryProducts = pgTable(
  'category_products',
  {
    categoryId: ownedBy(integer('category_id'), () => categories.id),
    productId: ownedBy(integer('product_id'), () => products.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('category_products_newest_idx').on(
      t.categoryId,
      t.createdAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
    index('category_products_product_idx').on(t.productId),
  ],
);
