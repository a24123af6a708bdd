CREATE TABLE "event_vendor_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"label_ar" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_vendor_tags_key_check" CHECK ("event_vendor_tags"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "vendor_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"description" text,
	"description_ar" text,
	"logo" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_listings_text_check" CHECK (coalesce(char_length("vendor_listings"."description"), 0) <= 300 and coalesce(char_length("vendor_listings"."description_ar"), 0) <= 300),
	CONSTRAINT "vendor_listings_tags_check" CHECK (coalesce(array_length("vendor_listings"."tags", 1), 0) <= 20)
);
--> statement-breakpoint
ALTER TABLE "event_vendor_tags" ADD CONSTRAINT "event_vendor_tags_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_listings" ADD CONSTRAINT "vendor_listings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_vendor_tags_event_key" ON "event_vendor_tags" USING btree ("event_id","key");--> statement-breakpoint
CREATE INDEX "event_vendor_tags_event_idx" ON "event_vendor_tags" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_listings_order_key" ON "vendor_listings" USING btree ("order_id");