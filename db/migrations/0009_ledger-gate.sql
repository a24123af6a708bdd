ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_amount_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_percent" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credits_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kept_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_vendors_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
UPDATE "coupons" SET "max_redemptions" = "redemptions" WHERE "max_redemptions" < "redemptions";--> statement-breakpoint
UPDATE "orders" SET "coupon_percent" = (SELECT "percent_off" FROM "coupons" WHERE "coupons"."code" = "orders"."coupon_code") WHERE "coupon_code" IS NOT NULL;--> statement-breakpoint
UPDATE "refunds" SET "credit_cents" = "amount_cents" WHERE "status" <> 'FAILED' AND "order_id" IN (SELECT "id" FROM "orders" WHERE "status" IN ('PENDING', 'PARTIALLY_PAID', 'PAID'));--> statement-breakpoint
UPDATE "orders" SET "credits_cents" = "refunded_cents", "total_cents" = "total_cents" - "refunded_cents" WHERE "status" IN ('PENDING', 'PARTIALLY_PAID', 'PAID');--> statement-breakpoint
UPDATE "orders" SET "balance_cents" = CASE WHEN "status" IN ('PENDING', 'PARTIALLY_PAID', 'PAID') THEN "total_cents" - "paid_cents" + "refunded_cents" ELSE 0 END;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_redemptions_check" CHECK ("coupons"."redemptions" >= 0 and ("coupons"."max_redemptions" is null or "coupons"."redemptions" <= "coupons"."max_redemptions"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."fees_cents" + "orders"."charges_cents" + "orders"."tax_cents" - "orders"."credits_cents" and "orders"."credits_cents" >= 0 and "orders"."paid_cents" >= 0 and "orders"."charges_cents" >= 0 and "orders"."refunded_cents" between 0 and "orders"."paid_cents" and "orders"."kept_cents" >= 0 and "orders"."balance_cents" = case when "orders"."status" in ('PENDING', 'PARTIALLY_PAID', 'PAID') then "orders"."total_cents" - "orders"."paid_cents" + "orders"."refunded_cents" else 0 end);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('STRIPE', 'CHEQUE', 'ETRANSFER', 'CASH', 'COUPON'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0 and "refunds"."credit_cents" between 0 and "refunds"."amount_cents");