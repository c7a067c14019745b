-- The intrinsic size of every image the API stores and its smaller WebP copies (made with sharp
-- on upload and by the seed; made at start for images stored before this migration). `path`
-- is the stored image path (/api/images/...), as product_images.image_url holds it.
CREATE TABLE IF NOT EXISTS "images" (
	"path" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "images_size_check" CHECK ("images"."width" > 0 and "images"."height" > 0)
);
--> statement-breakpoint
-- Products as the wire carries them, now with each image's size and copies (absent ones give
-- null and []): the twin of toProduct in src/repositories/product-mapper.ts.
CREATE OR REPLACE FUNCTION product_cards(ids int[], base text) RETURNS text
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (
    SELECT '[' || coalesce(string_agg(row_to_json(card)::text, ',' ORDER BY list.n), '') || ']'
    FROM unnest(ids) WITH ORDINALITY AS list(id, n)
    JOIN products p ON p.id = list.id
    CROSS JOIN LATERAL (
      SELECT ('[' || coalesce(string_agg(row_to_json(u)::text, ',' ORDER BY u.image_index), '') || ']')::json AS images,
        coalesce(min(u.image_url) FILTER (WHERE u.image_index = 0), '') AS image_url,
        coalesce(min(u.image_url) FILTER (WHERE u.image_index = 1), '') AS hover_url
      FROM (
        SELECT CASE WHEN left(e->>'url', 1) = '/' THEN base || (e->>'url') ELSE e->>'url' END AS image_url,
          (e->>'index')::int AS image_index,
          (e->>'width')::int AS width,
          (e->>'height')::int AS height,
          coalesce((
            SELECT json_agg(json_build_object(
              'url', CASE WHEN left(v->>'url', 1) = '/' THEN base || (v->>'url') ELSE v->>'url' END,
              'width', (v->>'width')::int, 'type', v->>'type') ORDER BY ord)
            FROM jsonb_array_elements(coalesce(e->'variants', '[]'::jsonb)) WITH ORDINALITY AS vs(v, ord)
          ), '[]'::json) AS variants
        FROM jsonb_array_elements(p.images) e
      ) u
    ) img
    CROSS JOIN LATERAL (
      SELECT p.id, p.title, p.description, p.type, p.vendor,
        img.images, img.image_url AS "imageUrl", img.hover_url AS "imageHoverUrl",
        p.new_price::float8 / 100 AS "newPrice", p.old_price::float8 / 100 AS "oldPrice",
        p.offer, p.on_sale AS "onSale", p.new_product AS "newProduct", p.new_product AS "new",
        p.discount, p.discount_off AS "discountOff",
        p.discount AND p.old_price > p.new_price AS "isDiscount",
        p.stock, p.unit, p.category_refs AS categories,
        to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
    ) card
  );
END
$$;
