CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"party_size" integer NOT NULL,
	"price_band_cents" integer,
	"position" integer NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_party_check" CHECK ("waitlist_entries"."party_size" between 1 and 200),
	CONSTRAINT "waitlist_entries_band_check" CHECK ("waitlist_entries"."price_band_cents" is null or "waitlist_entries"."price_band_cents" >= 0),
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('WAITING', 'OFFERED', 'BOUGHT', 'LEFT', 'LAPSED', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"seat_ids" integer[] NOT NULL,
	"together" boolean NOT NULL,
	"status" text DEFAULT 'OFFERED' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_offers_status_check" CHECK ("waitlist_offers"."status" in ('OFFERED', 'BOUGHT', 'DECLINED', 'LAPSED', 'WITHDRAWN')),
	CONSTRAINT "waitlist_offers_seats_check" CHECK (cardinality("waitlist_offers"."seat_ids") >= 1)
);
--> statement-breakpoint
CREATE TABLE "waitlist_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"offer_hours" integer DEFAULT 12 NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_settings_hours_check" CHECK ("waitlist_settings"."offer_hours" between 1 and 168)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "held_by_offer_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_account_id_vendors_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_settings" ADD CONSTRAINT "waitlist_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_live_key" ON "waitlist_entries" USING btree ("event_id","account_id") WHERE "waitlist_entries"."status" in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("event_id","status","position");--> statement-breakpoint
CREATE INDEX "waitlist_entries_account_idx" ON "waitlist_entries" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_one_live_key" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."status" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "waitlist_offers_event_idx" ON "waitlist_offers" USING btree ("event_id","status","expires_at");--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_held_by_offer_id_waitlist_offers_id_fk" FOREIGN KEY ("held_by_offer_id") REFERENCES "public"."waitlist_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seats_offer_idx" ON "seats" USING btree ("held_by_offer_id") WHERE "seats"."held_by_offer_id" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check" CHECK ("audit_log"."entity" in ('event', 'section', 'booth', 'seating', 'coupon', 'contract', 'order', 'vendor', 'settings', 'requirement', 'document', 'addon', 'plan', 'performance', 'waitlist'));--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_offer_check" CHECK ("seats"."held_by_offer_id" is null or "seats"."status" = 'HELD');