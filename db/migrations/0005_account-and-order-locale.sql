ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_check" CHECK ("orders"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_locale_check" CHECK ("vendors"."locale" in ('en', 'ar'));