CREATE TABLE "door_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"event_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"gate" text NOT NULL,
	"staff_id" integer NOT NULL,
	"code" text NOT NULL,
	"ticket_id" uuid,
	"order_id" integer,
	"direction" text DEFAULT 'IN' NOT NULL,
	"result" text NOT NULL,
	"first_scan_id" integer,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_scans_nonce_unique" UNIQUE("nonce"),
	CONSTRAINT "door_scans_result_check" CHECK ("door_scans"."result" in ('ADMITTED', 'ALREADY_ADMITTED', 'VOIDED', 'INVALID', 'WRONG_EVENT', 'CONFLICT', 'EXITED')),
	CONSTRAINT "door_scans_direction_check" CHECK ("door_scans"."direction" in ('IN', 'OUT'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reentry" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_staff_id_vendors_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_scans_event_idx" ON "door_scans" USING btree ("event_id","scanned_at");--> statement-breakpoint
CREATE INDEX "door_scans_ticket_idx" ON "door_scans" USING btree ("ticket_id","scanned_at");--> statement-breakpoint
CREATE INDEX "door_scans_order_idx" ON "door_scans" USING btree ("order_id","scanned_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_reentry_check" CHECK ("events"."reentry" in ('NONE', 'AFTER_EXIT'));