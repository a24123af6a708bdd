ALTER TABLE "door_scans" DROP CONSTRAINT "door_scans_nonce_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "door_scans_device_nonce_idx" ON "door_scans" USING btree ("device_id","nonce");--> statement-breakpoint
CREATE INDEX "orders_hold_key_idx" ON "orders" USING btree ("hold_key");