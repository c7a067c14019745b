-- Product names and descriptions in Spanish and Portuguese (products keeps the English, which is
-- required), and the short description. A translation row has its name; an empty summary or
-- description shows the English one. A product in a language is one lookup of the primary key.
ALTER TABLE "products" ADD COLUMN "summary" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "product_translations" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_translations_product_id_lang_pk" PRIMARY KEY("product_id","lang"),
	CONSTRAINT "product_translations_lang_check" CHECK ("product_translations"."lang" in ('es', 'pt')),
	CONSTRAINT "product_translations_title_check" CHECK ("product_translations"."title" <> '')
);
--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Products as the wire carries them, in a language: its name and descriptions where translated,
-- the English ones elsewhere (the twin of toProduct). The two-argument versions stay for an
-- instance of the previous release still running against this database; they answer English.
CREATE OR REPLACE FUNCTION product_cards(ids int[], base text, language text) RETURNS text
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (
    SELECT '[' || coalesce(string_agg(row_to_json(card)::text, ',' ORDER BY list.n), '') || ']'
    FROM unnest(ids) WITH ORDINALITY AS list(id, n)
    JOIN products p ON p.id = list.id
    LEFT JOIN product_translations t ON t.product_id = p.id AND t.lang = language
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
      SELECT p.id, coalesce(t.title, p.title) AS title,
        coalesce(nullif(t.description, ''), p.description) AS description,
        coalesce(nullif(t.summary, ''), p.summary) AS summary, p.type, p.vendor,
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
-- One page of a category, newest first, in a language.
CREATE OR REPLACE FUNCTION category_page_cards(category int, lim int, off int, base text, language text) RETURNS text
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN product_cards(ARRAY(
    SELECT cp.product_id FROM category_products cp WHERE cp.category_id = category
    ORDER BY cp.created_at DESC, cp.product_id DESC LIMIT lim OFFSET off), base, language);
END
$$;
