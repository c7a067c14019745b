CREATE TABLE "category_products" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "category_products_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_products_newest_idx" ON "category_products" USING btree ("category_id","created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "category_products_product_idx" ON "category_products" USING btree ("product_id");--> statement-breakpoint
-- Backfill for catalogues created before this migration.
INSERT INTO "category_products" ("category_id", "product_id", "created_at")
SELECT DISTINCT x.category_id, p.id, p.created_at
FROM "products" p
JOIN "product_categories" pc ON pc.product_id = p.id
JOIN "categories" c ON c.id = pc.category_id
CROSS JOIN LATERAL (VALUES (c.id), (c.parent_id)) AS x(category_id)
WHERE x.category_id IS NOT NULL;--> statement-breakpoint
UPDATE "categories" c SET "product_count" = (SELECT count(*) FROM "category_products" cp WHERE cp.category_id = c.id);
