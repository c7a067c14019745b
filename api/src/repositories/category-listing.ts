import { asc, inArray, sql } from 'drizzle-orm';
import { categories, categoryProducts } from '../db/schema';
import type { Executor } from '../db/types';

/**
 * Keeps category_products and categories.product_count in step with product_categories.
 * Called in the same transaction as every write to a product's categories.
 */
export async function refreshListing(
  tx: Executor,
  productIds: number[],
  counts = true,
): Promise<void> {
  if (!productIds.length) return;
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const before = await tx
    .selectDistinct({ id: categoryProducts.categoryId })
    .from(categoryProducts)
    .where(inArray(categoryProducts.productId, productIds));
  await tx.delete(categoryProducts).where(inArray(categoryProducts.productId, productIds));
  const after = await tx.execute(sql`
    insert into category_products (category_id, product_id, created_at)
    select distinct x.category_id, p.id, p.created_at
    from products p
    join product_categories pc on pc.product_id = p.id
    join categories c on c.id = pc.category_id
    cross join lateral (values (c.id), (c.parent_id)) as x(category_id)
    where x.category_id is not null and p.id in (${ids})
    returning category_id`);
  if (!counts) return;
  const touched = new Set([
    ...before.map((row) => row.id),
    ...rowsOf(after).map((row) => Number(row.category_id)),
  ]);
  await recount(tx, [...touched]);
}

function rowsOf(result: unknown): { category_id: unknown }[] {
  return (result as { rows?: { category_id: unknown }[] }).rows ?? [];
}

/**
 * Locks, in id order, every category a change of these products' categories will recount: the
 * ones they are listed under now and the new ones with their parents. Called before the links
 * are written, so each writer takes its category locks first and in one order. Writing a link
 * first would take a shared key lock on the category (the foreign key) that the recount then
 * upgrades: two creates in one category would each hold the shared lock the other waits on.
 */
export async function lockListing(
  tx: Executor,
  productIds: number[],
  categoryIds: number[],
): Promise<void> {
  const list = (ids: number[]) =>
    ids.length
      ? sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
  const products = list(productIds);
  const wanted = list(categoryIds);
  await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      sql`${categories.id} in (
        select cp.category_id from ${categoryProducts} cp where cp.product_id in (${products})
        union select c.id from ${categories} c where c.id in (${wanted})
        union select c.parent_id from ${categories} c where c.id in (${wanted}))`,
    )
    .orderBy(asc(categories.id))
    .for('update');
}

/**
 * Recounts categories. The rows are locked first, in a statement of their own, so the count
 * that follows sees every transaction that changed them before (READ COMMITTED).
 */
export async function recount(tx: Executor, categoryIds?: number[]): Promise<void> {
  if (categoryIds && !categoryIds.length) return;
  const where = categoryIds ? inArray(categories.id, categoryIds) : undefined;
  await tx
    .select({ id: categories.id })
    .from(categories)
    .where(where)
    .orderBy(asc(categories.id))
    .for('update');
  await tx
    .update(categories)
    .set({
      productCount: sql`(select count(*) from ${categoryProducts} cp where cp.category_id = ${categories.id})`,
    })
    .where(where);
}
