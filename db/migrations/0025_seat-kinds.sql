ALTER TABLE "seats" ADD COLUMN "kind" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "section_ar" text;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "aisle_after" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_kind_check" CHECK ("seats"."kind" in ('STANDARD', 'WHEELCHAIR', 'COMPANION'));