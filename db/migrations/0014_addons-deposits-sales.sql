CREATE TABLE "addon_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"addon_id" integer NOT NULL,
	"for_booth_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"order_item_id" integer,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addon_requests_quantity_check" CHECK ("addon_requests"."quantity" between 1 and 20),
	CONSTRAINT "addon_requests_status_check" CHECK ("addon_requests"."status" in ('PENDING', 'APPROVED', 'REFUSED', 'WITHDRAWN')),
	CONSTRAINT "addon_requests_reason_check" CHECK ("addon_requests"."status" <> 'REFUSED' or length(trim("addon_requests"."reason")) > 0),
	CONSTRAINT "addon_requests_item_check" CHECK (("addon_requests"."status" = 'APPROVED') = ("addon_requests"."order_item_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"price_cents" integer NOT NULL,
	"applies_to" text NOT NULL,
	"max_per_booth" integer DEFAULT 1 NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"added_by_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addons_price_check" CHECK ("addons"."price_cents" >= 0),
	CONSTRAINT "addons_applies_to_check" CHECK ("addons"."applies_to" in ('ALL', 'FOOD', 'OTHER')),
	CONSTRAINT "addons_max_check" CHECK ("addons"."max_per_booth" between 1 and 20),
	CONSTRAINT "addons_default_check" CHECK (not ("addons"."added_by_default" and "addons"."needs_approval"))
);
--> statement-breakpoint
CREATE TABLE "deposit_inspections" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"vacated" boolean NOT NULL,
	"no_damage" boolean NOT NULL,
	"garbage_removed" boolean NOT NULL,
	"returned_cents" integer NOT NULL,
	"kept_cents" integer NOT NULL,
	"reason" text,
	"decided_by" integer NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_inspections_amounts_check" CHECK ("deposit_inspections"."returned_cents" >= 0 and "deposit_inspections"."kept_cents" >= 0),
	CONSTRAINT "deposit_inspections_reason_check" CHECK ("deposit_inspections"."kept_cents" = 0 or length(trim("deposit_inspections"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_reminders" (
	"order_id" integer NOT NULL,
	"step" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_reminders_order_id_step_pk" PRIMARY KEY("order_id","step")
);
--> statement-breakpoint
CREATE TABLE "vendor_sales" (
	"order_id" integer NOT NULL,
	"day" date NOT NULL,
	"gross_cents" integer NOT NULL,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_sales_order_id_day_pk" PRIMARY KEY("order_id","day"),
	CONSTRAINT "vendor_sales_gross_check" CHECK ("vendor_sales"."gross_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_target_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "deposit_food_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "deposit_other_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "deposit_overdue_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "addon_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "for_booth_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "own_garbage" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_returned_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_kept_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "addon_requests" ADD CONSTRAINT "addon_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_requests" ADD CONSTRAINT "addon_requests_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_requests" ADD CONSTRAINT "addon_requests_for_booth_id_booths_id_fk" FOREIGN KEY ("for_booth_id") REFERENCES "public"."booths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_requests" ADD CONSTRAINT "addon_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_requests" ADD CONSTRAINT "addon_requests_requested_by_vendors_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_requests" ADD CONSTRAINT "addon_requests_decided_by_vendors_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_inspections" ADD CONSTRAINT "deposit_inspections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_inspections" ADD CONSTRAINT "deposit_inspections_decided_by_vendors_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reminders" ADD CONSTRAINT "sales_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sales" ADD CONSTRAINT "vendor_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sales" ADD CONSTRAINT "vendor_sales_submitted_by_vendors_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addon_requests_order_idx" ON "addon_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "addon_requests_status_idx" ON "addon_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "addons_event_idx" ON "addons" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_for_booth_id_booths_id_fk" FOREIGN KEY ("for_booth_id") REFERENCES "public"."booths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check" CHECK ("audit_log"."entity" in ('event', 'section', 'booth', 'seating', 'coupon', 'contract', 'order', 'vendor', 'settings', 'requirement', 'document', 'addon'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_deposit_check" CHECK ("events"."deposit_food_cents" >= 0 and "events"."deposit_other_cents" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_target_check" CHECK (("order_items"."kind" = 'BOOTH' and "order_items"."booth_id" is not null) or ("order_items"."kind" = 'SEAT' and "order_items"."seat_id" is not null) or ("order_items"."kind" = 'ADDON' and "order_items"."addon_id" is not null and "order_items"."for_booth_id" is not null and "order_items"."booth_id" is null and "order_items"."seat_id" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_check" CHECK ("orders"."deposit_cents" >= 0 and "orders"."deposit_paid_cents" >= 0 and "orders"."deposit_returned_cents" >= 0 and "orders"."deposit_kept_cents" >= 0 and "orders"."deposit_returned_cents" + "orders"."deposit_kept_cents" <= "orders"."deposit_paid_cents");--> statement-breakpoint
-- A damage deposit is not a sale: its payment gets no invoice number and its return no credit
-- note. Otherwise numbers are given as before (0012).
CREATE OR REPLACE FUNCTION "assign_invoice_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	deposit boolean := false;
BEGIN
	IF TG_TABLE_NAME = 'payments' THEN
		deposit := NEW."kind" = 'DEPOSIT';
	ELSIF TG_TABLE_NAME = 'refunds' THEN
		SELECT "kind" = 'DEPOSIT' INTO deposit FROM "payments" WHERE "id" = NEW."payment_id";
	END IF;
	IF TG_OP = 'UPDATE' AND OLD."invoice_number" IS NOT NULL THEN
		NEW."invoice_number" := OLD."invoice_number";
		NEW."invoiced_at" := OLD."invoiced_at";
	ELSIF NEW."status" = ANY (TG_ARGV) AND NOT coalesce(deposit, false) THEN
		INSERT INTO "invoice_counter" ("id", "last_number") VALUES (1, 1)
		ON CONFLICT ("id") DO UPDATE SET "last_number" = "invoice_counter"."last_number" + 1
		RETURNING "last_number" INTO NEW."invoice_number";
		NEW."invoiced_at" := now();
	ELSE
		NEW."invoice_number" := NULL;
		NEW."invoiced_at" := NULL;
	END IF;
	RETURN NEW;
END;
$$;
