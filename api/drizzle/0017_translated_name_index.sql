-- The product listing sorted or searched by name in Spanish or Portuguese, served by an index as
-- the English one is (products_title_idx): products carries the names of its translations
-- (kept by the repositories with its images and categories) and each language has an expression
-- index on its name with the English fallback, so renaming a product in English re-sorts it in
-- every language where it has no translation, with nothing else to keep.
ALTER TABLE "products" ADD COLUMN "translated_titles" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "products" SET "translated_titles" = t.titles
FROM (
  SELECT "product_id", jsonb_object_agg("lang", "title") AS titles
  FROM "product_translations" GROUP BY "product_id"
) t
WHERE t."product_id" = "products"."id";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_title_es_idx" ON "products" USING btree ((coalesce("translated_titles"->>'es', "title")),"id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_title_pt_idx" ON "products" USING btree ((coalesce("translated_titles"->>'pt', "title")),"id");
