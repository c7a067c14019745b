ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_refs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Backfill for catalogues created before this migration.
UPDATE "products" p SET
  "images" = coalesce((SELECT json_agg(json_build_object('index', i.image_index, 'url', i.image_url) ORDER BY i.image_index) FROM "product_images" i WHERE i.product_id = p.id), '[]')::jsonb,
  "category_refs" = coalesce((SELECT json_agg(json_build_object('id', c.id, 'title', c.title) ORDER BY c.id) FROM "product_categories" pc JOIN "categories" c ON c.id = pc.category_id WHERE pc.product_id = p.id), '[]')::jsonb;
