CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vendors" DROP CONSTRAINT "vendors_role_check";--> statement-breakpoint
UPDATE "vendors" SET "role" = 'organiser' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_vendor_idx" ON "sessions" USING btree ("vendor_id");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_role_check" CHECK ("vendors"."role" in ('vendor', 'organiser', 'staff', 'visitor'));