import { eq } from 'drizzle-orm';
import { shopSettings } from '../db/schema';
import type { Executor } from '../db/types';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;
export type SettingsChange = Partial<Omit<ShopSettingsRow, 'id'>>;

/** The single shop_settings row, created on first use with the configured defaults. */
export function createSettingsRepository(db: Executor, defaults: { invitationsPerUser: number }) {
  async function get(): Promise<ShopSettingsRow> {
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    if (row) return row;
    await db
      .insert(shopSettings)
      .values({ id: 1, invitationsPerUser: defaults.invitationsPerUser })
      .onConflictDoNothing();
    const [created] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    if (!created) throw new Error('shop_settings row missing');
    return created;
  }

  return {
    get,
    async update(change: SettingsChange): Promise<ShopSettingsRow> {
      await get();
      if (!Object.keys(change).length) return get();
      const [row] = await db
        .update(shopSettings)
        .set(change)
        .where(eq(shopSettings.id, 1))
        .returning();
      if (!row) throw new Error('shop_settings row missing');
      return row;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
