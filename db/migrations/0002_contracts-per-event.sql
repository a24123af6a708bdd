CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_version_check" CHECK ("contracts"."version" ~ '^[A-Za-z0-9._-]{1,40}$')
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "section_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contract_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contract_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_event_version_key" ON "contracts" USING btree ("event_id","version");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;