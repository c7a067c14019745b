import { asc, inArray, sql } from 'drizzle-orm';
import { categories, productCategories } from '../db/schema';
import type { Executor } from '../db/types';
import type { CategoryLanguage, CategoryNode } from '../schemas/catalog';

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

export function createCategoriesRepository(db: Executor) {
  return {
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
