CREATE TABLE "booth_placements" (
	"booth_id" integer PRIMARY KEY NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booth_placements_place_check" CHECK ("booth_placements"."x" between 0 and 10000 and "booth_placements"."y" between 0 and 10000),
	CONSTRAINT "booth_placements_size_check" CHECK ("booth_placements"."width" between 1 and 10000 and "booth_placements"."height" between 1 and 10000),
	CONSTRAINT "booth_placements_rotation_check" CHECK ("booth_placements"."rotation" between 0 and 359)
);
--> statement-breakpoint
CREATE TABLE "event_plans" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"background" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_plans_size_check" CHECK ("event_plans"."width" between 10 and 10000 and "event_plans"."height" between 10 and 10000),
	CONSTRAINT "event_plans_background_check" CHECK ("event_plans"."background" is null or "event_plans"."background" ~ '^/media/[0-9]{1,10}-[0-9a-f]{8}[.]webp$')
);
--> statement-breakpoint
CREATE TABLE "plan_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"label_ar" text,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "plan_areas_kind_check" CHECK ("plan_areas"."kind" in ('STAGE', 'ENTRANCE', 'WASHROOM', 'FIRST_AID', 'FOOD_COURT', 'INFO', 'OTHER')),
	CONSTRAINT "plan_areas_label_check" CHECK (char_length("plan_areas"."label") between 1 and 60),
	CONSTRAINT "plan_areas_label_ar_check" CHECK ("plan_areas"."label_ar" is null or char_length("plan_areas"."label_ar") between 1 and 60),
	CONSTRAINT "plan_areas_position_check" CHECK ("plan_areas"."position" >= 0),
	CONSTRAINT "plan_areas_place_check" CHECK ("plan_areas"."x" between 0 and 10000 and "plan_areas"."y" between 0 and 10000),
	CONSTRAINT "plan_areas_size_check" CHECK ("plan_areas"."width" between 1 and 10000 and "plan_areas"."height" between 1 and 10000),
	CONSTRAINT "plan_areas_rotation_check" CHECK ("plan_areas"."rotation" between 0 and 359)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "booth_placements" ADD CONSTRAINT "booth_placements_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_plans" ADD CONSTRAINT "event_plans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_areas" ADD CONSTRAINT "plan_areas_event_id_event_plans_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_plans"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_areas_event_position_key" ON "plan_areas" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check" CHECK ("audit_log"."entity" in ('event', 'section', 'booth', 'seating', 'coupon', 'contract', 'order', 'vendor', 'settings', 'requirement', 'document', 'addon', 'plan'));