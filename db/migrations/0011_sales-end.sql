ALTER TABLE "events" ADD COLUMN "booth_sales_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ticket_sales_end" timestamp with time zone;