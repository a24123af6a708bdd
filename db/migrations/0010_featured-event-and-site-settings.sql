CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"founded_on" date NOT NULL,
	"summer_attendees" integer NOT NULL,
	"winter_attendees" integer NOT NULL,
	"summer_festivals" integer NOT NULL,
	"winter_festivals" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row_check" CHECK ("site_settings"."id" = 1),
	CONSTRAINT "site_settings_counts_check" CHECK ("site_settings"."summer_attendees" >= 0 and "site_settings"."winter_attendees" >= 0 and "site_settings"."summer_festivals" >= 0 and "site_settings"."winter_festivals" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "featured_title" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "featured_title_ar" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_one_featured_key" ON "events" USING btree ("featured") WHERE "events"."featured";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check" CHECK ("audit_log"."entity" in ('event', 'section', 'booth', 'seating', 'coupon', 'contract', 'order', 'vendor', 'settings'));