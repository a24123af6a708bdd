CREATE TABLE "invoice_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counter_one_row_check" CHECK ("invoice_counter"."id" = 1),
	CONSTRAINT "invoice_counter_last_number_check" CHECK ("invoice_counter"."last_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "postal_address" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "hst_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
-- Invoices and credit notes already issued are numbered in the order the money moved: a payment
-- when it was received, a refund when it was given back; payments first at the same instant.
WITH "documents" AS (
	SELECT 'payment' AS "kind", "id", CASE WHEN "status" = 'PAID' THEN "updated_at" ELSE "created_at" END AS "at"
	FROM "payments" WHERE "status" IN ('PAID', 'REFUNDED')
	UNION ALL
	SELECT 'refund', "id", coalesce("settled_at", "created_at")
	FROM "refunds" WHERE "status" = 'SUCCEEDED'
), "numbered" AS (
	SELECT "kind", "id", "at", row_number() OVER (ORDER BY "at", "kind", "id")::integer AS "number"
	FROM "documents"
), "invoices" AS (
	UPDATE "payments" SET "invoice_number" = "numbered"."number", "invoiced_at" = "numbered"."at"
	FROM "numbered" WHERE "numbered"."kind" = 'payment' AND "payments"."id" = "numbered"."id"
	RETURNING 1
), "credit_notes" AS (
	UPDATE "refunds" SET "invoice_number" = "numbered"."number", "invoiced_at" = "numbered"."at"
	FROM "numbered" WHERE "numbered"."kind" = 'refund' AND "refunds"."id" = "numbered"."id"
	RETURNING 1
)
INSERT INTO "invoice_counter" ("id", "last_number")
SELECT 1, coalesce(max("number"), 0) FROM "numbered";
--> statement-breakpoint
-- The one place numbers are given: when a row becomes one of the trigger's statuses (a payment
-- PAID or REFUNDED, a refund SUCCEEDED) without a number, the counter row is incremented in the
-- same transaction and its value taken; a rollback gives it back, and the row lock makes
-- concurrent payments take consecutive numbers. A number once given never changes, and one
-- written by anything else is ignored.
CREATE FUNCTION "assign_invoice_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."invoice_number" IS NOT NULL THEN
		NEW."invoice_number" := OLD."invoice_number";
		NEW."invoiced_at" := OLD."invoiced_at";
	ELSIF NEW."status" = ANY (TG_ARGV) THEN
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
--> statement-breakpoint
CREATE TRIGGER "payments_invoice_number" BEFORE INSERT OR UPDATE ON "payments"
FOR EACH ROW EXECUTE FUNCTION "assign_invoice_number"('PAID', 'REFUNDED');
--> statement-breakpoint
CREATE TRIGGER "refunds_invoice_number" BEFORE INSERT OR UPDATE ON "refunds"
FOR EACH ROW EXECUTE FUNCTION "assign_invoice_number"('SUCCEEDED');
