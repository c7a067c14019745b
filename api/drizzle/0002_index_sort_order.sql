DROP INDEX "category_products_newest_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_views_idx";--> statement-breakpoint
CREATE INDEX "category_products_newest_idx" ON "category_products" USING btree ("category_id","created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_views_idx" ON "products" USING btree ("views" DESC NULLS FIRST,"id");