import { preparedRow } from '../db/prepared';
import type { Db } from '../db/types';
import type { Language } from '../schemas/catalog';

/**
 * Products as JSON text in the shape of ProductSchema, written by the database functions of
 * migration 0004_product_json (the twin of toProduct): the storefront's hot reads send it as
 * it comes, with no row parsing, mapping or serialising in JavaScript.
 */
export function createProductJson(db: Db, imageBase: string) {
  const categoryPage = preparedRow(
    db,
    'category_page_cards',
    `select coalesce((select product_count from categories where id = $1), 0)::int,
      category_page_cards($1, $2, $3, $4, $5)`,
  );
  const byId = preparedRow(db, 'product_card', 'select product_cards(array[$1::int], $2, $3)');
  return {
    /** A page of a category, newest first, in `lang`: a JSON array of products, and the total. */
    async categoryPage(category: number, limit: number, offset: number, lang: Language) {
      const row = await categoryPage([category, limit, offset, imageBase, lang]);
      return { total: Number(row?.[0] ?? 0), products: String(row?.[1] ?? '[]') };
    },
    /** The product in `lang` as a JSON object, or null when there is none with that id. */
    async byId(id: number, lang: Language = 'en'): Promise<string | null> {
      const cards = String((await byId([id, imageBase, lang]))?.[0] ?? '[]');
      return cards === '[]' ? null : cards.slice(1, -1);
    },
  };
}
