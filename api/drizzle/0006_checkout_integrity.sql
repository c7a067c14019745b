-- Place Order carries an Idempotency-Key: the first checkout with a key records the order it
-- placed, and a repeat with the same key (a double click, a retry after a lost answer) is
-- answered with that order instead of placing another. Keys belong to their user.
CREATE TABLE "checkout_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "checkout_keys" ADD CONSTRAINT "checkout_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_keys" ADD CONSTRAINT "checkout_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_keys_order_idx" ON "checkout_keys" USING btree ("order_id");
--> statement-breakpoint
-- A line holds up to 10 units of a product priced up to 10 000 000 ₿, and an order any number
-- of lines: their sums outgrow a 32-bit integer of minor units, so amounts are 64-bit.
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "line_price" SET DATA TYPE bigint;
