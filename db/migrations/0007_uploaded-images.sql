CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea",
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "images_sha256_check" CHECK ("images"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "images_content_type_check" CHECK ("images"."content_type" = 'image/webp'),
	CONSTRAINT "images_size_check" CHECK ("images"."width" between 1 and 4000 and "images"."height" between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "floor_plan_image_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_floor_plan_image_id_images_id_fk" FOREIGN KEY ("floor_plan_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;