-- Core Web Vitals reported by shoppers' browsers: the metric, its value, the route pattern and
-- the app that rendered it, and when. No user, address or browser is stored. The reports read
-- the last days and the retention deletes by age, both through the index on created_at.
CREATE TABLE "web_vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text,
	"route" text NOT NULL,
	"remote" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");
