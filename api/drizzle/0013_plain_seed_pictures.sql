-- The seeded pictures are drawn without words now (they wrote the category in English). The new
-- drawings have names of their own, as browsers keep a picture's copies a year: products and
-- order lines seeded before point at them here, and the seed draws them and refreshes the
-- products' copies of their images at the next start.
UPDATE "product_images"
SET "image_url" = regexp_replace("image_url", '^(/api/images/seed/[a-z0-9-]+-[01])\.svg$', '\1-plain.svg')
WHERE "image_url" ~ '^/api/images/seed/[a-z0-9-]+-[01]\.svg$';
--> statement-breakpoint
UPDATE "order_lines"
SET "product_image_url" = regexp_replace("product_image_url", '^(/api/images/seed/[a-z0-9-]+-[01])\.svg$', '\1-plain.svg')
WHERE "product_image_url" ~ '^/api/images/seed/[a-z0-9-]+-[01]\.svg$';
