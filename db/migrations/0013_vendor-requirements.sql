CREATE TABLE "requirement_extensions" (
	"requirement_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_extensions_requirement_id_order_id_pk" PRIMARY KEY("requirement_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_reminders" (
	"requirement_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_reminders_requirement_id_order_id_step_pk" PRIMARY KEY("requirement_id","order_id","step")
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text,
	"description" text DEFAULT '' NOT NULL,
	"description_ar" text,
	"applies_to" text NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"needs_expiry" boolean DEFAULT false NOT NULL,
	"consequence" text DEFAULT 'NOT_READY' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirements_applies_to_check" CHECK ("requirements"."applies_to" in ('ALL', 'FOOD', 'OTHER')),
	CONSTRAINT "requirements_kind_check" CHECK ("requirements"."kind" in ('FILE', 'DECLARATION')),
	CONSTRAINT "requirements_consequence_check" CHECK ("requirements"."consequence" in ('NOT_READY', 'INELIGIBLE')),
	CONSTRAINT "requirements_expiry_check" CHECK (not "requirements"."needs_expiry" or "requirements"."kind" = 'FILE')
);
--> statement-breakpoint
CREATE TABLE "vendor_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"requirement_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"submitted_by" integer NOT NULL,
	"file_name" text,
	"content_type" text,
	"size_bytes" integer,
	"sha256" text,
	"bytes" "bytea",
	"expires_on" date,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_documents_status_check" CHECK ("vendor_documents"."status" in ('SUBMITTED', 'APPROVED', 'REJECTED', 'SUPERSEDED')),
	CONSTRAINT "vendor_documents_reason_check" CHECK ("vendor_documents"."status" <> 'REJECTED' or length(trim("vendor_documents"."reason")) > 0),
	CONSTRAINT "vendor_documents_file_check" CHECK (("vendor_documents"."content_type" is null) = ("vendor_documents"."sha256" is null) and ("vendor_documents"."bytes" is null or "vendor_documents"."sha256" is not null))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "requirement_extensions" ADD CONSTRAINT "requirement_extensions_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_extensions" ADD CONSTRAINT "requirement_extensions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_extensions" ADD CONSTRAINT "requirement_extensions_created_by_vendors_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_reminders" ADD CONSTRAINT "requirement_reminders_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_reminders" ADD CONSTRAINT "requirement_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_submitted_by_vendors_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_reviewed_by_vendors_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requirements_event_idx" ON "requirements" USING btree ("event_id","due_date");--> statement-breakpoint
CREATE INDEX "vendor_documents_order_idx" ON "vendor_documents" USING btree ("order_id","requirement_id");--> statement-breakpoint
CREATE INDEX "vendor_documents_review_idx" ON "vendor_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_documents_one_waiting_key" ON "vendor_documents" USING btree ("requirement_id","order_id") WHERE "vendor_documents"."status" = 'SUBMITTED';--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_documents_one_approved_key" ON "vendor_documents" USING btree ("requirement_id","order_id") WHERE "vendor_documents"."status" = 'APPROVED';--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check" CHECK ("audit_log"."entity" in ('event', 'section', 'booth', 'seating', 'coupon', 'contract', 'order', 'vendor', 'settings', 'requirement', 'document'));