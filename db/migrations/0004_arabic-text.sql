ALTER TABLE "contracts" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "summary_ar" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "location_ar" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "date_text_ar" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "details_ar" text;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "inclusions_ar" text;