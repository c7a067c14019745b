import { asc, eq, inArray, sql } from 'drizzle-orm';
import { categories, productCategories } from '../db/schema';
import type { Executor } from '../db/types';
import type {
  AdminCategory,
  CategoryLanguage,
  CategoryNames,
  CategoryNode,
} from '../schemas/catalog';
import { refreshCards } from './product-cards';

interface Row {
  id: number;
  title: string;
  parentId: number | null;
  hasProducts: boolean;
}

/** Keeps a node when it, or anything below it, has products. */
function buildTree(rows: Row[], parentId: number | null): CategoryNode[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => ({ row, children: buildTree(rows, row.id) }))
    .filter(({ row, children }) => row.hasProducts || children.length > 0)
    .map(({ row, children }) => ({ item: { id: row.id, title: row.title }, children }));
}

const adminColumns = {
  id: categories.id,
  parentId: categories.parentId,
  title: categories.title,
  titleEs: sql<string>`coalesce(${categories.titleEs}, '')`,
  titlePt: sql<string>`coalesce(${categories.titlePt}, '')`,
};

/** Trimmed names; a blank translation is stored as null (the English name shows). */
function names(input: Partial<CategoryNames>) {
  const optional = (value: string | undefined) =>
    value === undefined ? undefined : value.trim() || null;
  return {
    ...(input.title === undefined ? {} : { title: input.title.trim() }),
    ...(input.titleEs === undefined ? {} : { titleEs: optional(input.titleEs) }),
    ...(input.titlePt === undefined ? {} : { titlePt: optional(input.titlePt) }),
  };
}

export function createCategoriesRepository(db: Executor) {
  const byId = async (id: number): Promise<AdminCategory | null> => {
    const [row] = await db.select(adminColumns).from(categories).where(eq(categories.id, id));
    return row ?? null;
  };
  return {
    byId,
    /** Every category with its three names, parents before their children, in menu order. */
    async listAll(): Promise<AdminCategory[]> {
      return db
        .select(adminColumns)
        .from(categories)
        .orderBy(
          sql`coalesce(${categories.parentId}, ${categories.id})`,
          sql`${categories.parentId} is not null`,
          asc(categories.position),
          asc(categories.id),
        );
    },
    /** A new category, last among its siblings; `parentId` null makes a top category. */
    async create(input: CategoryNames & { parentId: number | null }): Promise<AdminCategory> {
      const [row] = await db
        .insert(categories)
        .values({
          ...names(input),
          title: input.title.trim(),
          parentId: input.parentId,
          position: sql`(select coalesce(max(position) + 1, 0) from ${categories} where parent_id is not distinct from ${input.parentId})`,
        })
        .returning({ id: categories.id });
      return (await byId(row!.id))!;
    },
    /**
     * Renames a category. A new English name is copied onto its products' rows (category_refs)
     * in the same transaction, as every change of a product's categories is.
     */
    async rename(id: number, input: Partial<CategoryNames>): Promise<AdminCategory | null> {
      const values = names(input);
      if (!Object.keys(values).length) return byId(id);
      const found = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(categories)
          .set(values)
          .where(eq(categories.id, id))
          .returning({ id: categories.id });
        if (!row) return false;
        if (values.title !== undefined) {
          const linked = await tx
            .select({ id: productCategories.productId })
            .from(productCategories)
            .where(eq(productCategories.categoryId, id));
          await refreshCards(
            tx,
            linked.map((link) => link.id),
          );
        }
        return true;
      });
      return found ? byId(id) : null;
    },
    /** The tree, its names in `lang` (the English one where a translation is missing). */
    async treeWithProducts(lang: CategoryLanguage = 'en'): Promise<CategoryNode[]> {
      const localized = { en: null, es: categories.titleEs, pt: categories.titlePt }[lang];
      const rows = await db
        .select({
          id: categories.id,
          title: localized
            ? sql<string>`coalesce(nullif(${localized}, ''), ${categories.title})`
            : categories.title,
          parentId: categories.parentId,
          hasProducts: sql<boolean>`exists (select 1 from ${productCategories} pc where pc.category_id = ${categories.id})`,
        })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id));
      return buildTree(rows, null);
    },
    async existing(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, ids));
      return rows.map((row) => row.id);
    },
  };
}
