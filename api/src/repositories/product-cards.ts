import { inArray, sql } from 'drizzle-orm';
import {
  categories,
  images,
  productCategories,
  productImages,
  products,
  productTranslations,
} from '../db/schema';
import type { Executor } from '../db/types';

/**
 * Copies a product's images, categories and translated names onto its row (products.images,
 * category_refs, translated_titles), so reading a page of products is one index lookup per
 * product and its name in each language one expression of the row. Each image carries its size and
 * WebP copies from the images table. Runs in the transaction that changed them.
 */
export async function refreshCards(tx: Executor, productIds: number[]): Promise<void> {
  if (!productIds.length) return;
  await tx
    .update(products)
    .set({
      images: sql`coalesce((select json_agg(json_build_object('index', i.image_index, 'url', i.image_url,
          'width', m.width, 'height', m.height, 'variants', coalesce(m.variants, '[]'::jsonb)) order by i.image_index)
        from ${productImages} i left join ${images} m on m.path = i.image_url
        where i.product_id = ${products.id}), '[]')::jsonb`,
      categoryRefs: sql`coalesce((select json_agg(json_build_object('id', c.id, 'title', c.title) order by c.id)
        from ${productCategories} pc join ${categories} c on c.id = pc.category_id where pc.product_id = ${products.id}), '[]')::jsonb`,
      translatedTitles: sql`coalesce((select jsonb_object_agg(t.lang, t.title)
        from ${productTranslations} t where t.product_id = ${products.id}), '{}')`,
    })
    .where(inArray(products.id, productIds));
}
