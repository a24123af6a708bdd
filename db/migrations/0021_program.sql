CREATE TABLE "performances" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text,
	"description" text,
	"description_ar" text,
	"performers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stage" text NOT NULL,
	"stage_ar" text,
	"category" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performances_category_check" CHECK ("performances"."category" in ('music', 'dance', 'art', 'talk', 'kids')),
	CONSTRAINT "performances_time_check" CHECK ("performances"."ends_at" > "performances"."starts_at"),
	CONSTRAINT "performances_position_check" CHECK ("performances"."position" between 0 and 999),
	CONSTRAINT "performances_performers_check" CHECK (jsonb_typeof("performances"."performers") = 'array')
);
--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performances_event_starts_idx" ON "performances" USING btree ("event_id","starts_at");