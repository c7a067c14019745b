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
