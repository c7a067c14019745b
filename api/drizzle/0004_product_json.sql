-- Products as the wire carries them (the API's ProductSchema), written as JSON text by the
-- database: the twin of toProduct in src/repositories/product-mapper.ts, kept equal to it by
-- the catalog tests. The storefront's hot reads use it, so a page of products is neither
-- parsed into rows, mapped nor serialised again in JavaScript. `base` prefixes stored image
-- paths as imageUrlFor does; prices are float8 divided by 100, the same division as toMajor.
-- The plans are generic: planned once per connection, where a custom plan per call (what
-- PostgreSQL picks for LIMIT and OFFSET parameters) costs as much as running the query.
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
          (e->>'index')::int AS image_index
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
--> statement-breakpoint
-- One page of a category, newest first, from category_products_newest_idx.
CREATE OR REPLACE FUNCTION category_page_cards(category int, lim int, off int, base text) RETURNS text
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN product_cards(ARRAY(
    SELECT cp.product_id FROM category_products cp WHERE cp.category_id = category
    ORDER BY cp.created_at DESC, cp.product_id DESC LIMIT lim OFFSET off), base);
END
$$;
