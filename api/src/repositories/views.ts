import { eq, sql } from 'drizzle-orm';
import { products } from '../db/schema';
import type { Executor } from '../db/types';

/**
 * Product views are counted in memory and written in batches: a product page stays a pure
 * read (the listing and product routes carry the load), and each instance adds its own deltas,
 * so any number of instances can run against one database.
 */
export function createViewCounter(db: Executor, intervalMs = 5000) {
  let pending = new Map<number, number>();
  let flushing: Promise<void> = Promise.resolve();

  // One statement per flush, however many products were viewed.
  async function write(batch: Map<number, number>): Promise<void> {
    const ids = [...batch.keys()];
    const counts = ids.map((id) => batch.get(id) ?? 0);
    await db.execute(sql`update ${products} set views = ${products.views} + v.n
      from (select unnest(${sql.param(ids)}::int[]) as id, unnest(${sql.param(counts)}::int[]) as n) v
      where ${products.id} = v.id`);
  }

  function flush(): Promise<void> {
    if (!pending.size) return flushing;
    const batch = pending;
    pending = new Map();
    flushing = flushing.then(() => write(batch));
    return flushing;
  }

  const timer = setInterval(() => void flush().catch(() => undefined), intervalMs);
  timer.unref();

  return {
    record(id: number): void {
      pending.set(id, (pending.get(id) ?? 0) + 1);
    },
    flush,
    /** A product's views, those not written yet included; null for no such product. */
    async count(id: number): Promise<number | null> {
      await flush();
      const [row] = await db
        .select({ views: products.views })
        .from(products)
        .where(eq(products.id, id));
      return row?.views ?? null;
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
