-- Passing a ticket to a friend: the transfers, each ticket's holder (its buyer until it is passed
-- on) and generation (a transferred ticket's successor is the next one), and the door's
-- TRANSFERRED answer.
CREATE TABLE "ticket_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"token_hash" text NOT NULL,
	"accepted_by" integer,
	"new_ticket_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "ticket_transfers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "ticket_transfers_status_check" CHECK ("ticket_transfers"."status" in ('PENDING', 'ACCEPTED', 'CANCELLED')),
	CONSTRAINT "ticket_transfers_locale_check" CHECK ("ticket_transfers"."locale" in ('en', 'ar')),
	CONSTRAINT "ticket_transfers_accepted_check" CHECK (("ticket_transfers"."status" = 'ACCEPTED') = ("ticket_transfers"."accepted_by" is not null and "ticket_transfers"."new_ticket_id" is not null and "ticket_transfers"."accepted_at" is not null)),
	CONSTRAINT "ticket_transfers_cancelled_check" CHECK (("ticket_transfers"."status" = 'CANCELLED') = ("ticket_transfers"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "door_scans" DROP CONSTRAINT "door_scans_result_check";--> statement-breakpoint
DROP INDEX "tickets_order_seat_key";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_account_id" integer;--> statement-breakpoint
-- every ticket issued so far is held by its order's buyer
UPDATE "tickets" SET "holder_account_id" = "orders"."vendor_id" FROM "orders" WHERE "orders"."id" = "tickets"."order_id";--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "holder_account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "generation" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_account_id_vendors_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_accepted_by_vendors_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_new_ticket_id_tickets_id_fk" FOREIGN KEY ("new_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_pending_key" ON "ticket_transfers" USING btree ("ticket_id") WHERE "ticket_transfers"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_accepted_key" ON "ticket_transfers" USING btree ("ticket_id") WHERE "ticket_transfers"."status" = 'ACCEPTED';--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_new_ticket_key" ON "ticket_transfers" USING btree ("new_ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_transfers_from_idx" ON "ticket_transfers" USING btree ("from_account_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_account_id_vendors_id_fk" FOREIGN KEY ("holder_account_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_holder_idx" ON "tickets" USING btree ("holder_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_order_seat_key" ON "tickets" USING btree ("order_id","seat_id","generation");--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_result_check" CHECK ("door_scans"."result" in ('ADMITTED', 'ALREADY_ADMITTED', 'VOIDED', 'INVALID', 'WRONG_EVENT', 'CONFLICT', 'EXITED', 'WRONG_DAY', 'TRANSFERRED'));