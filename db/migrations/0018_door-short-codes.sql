-- The door's short codes: ten characters of Crockford's base 32 (no I, L, O or U), the last a
-- Luhn mod 32 check character, unique across tickets and order items (a booth's pass). Made here
-- for every row, those already written included, and by default for every row written later.
ALTER TABLE "door_scans" DROP CONSTRAINT "door_scans_result_check";--> statement-breakpoint
CREATE OR REPLACE FUNCTION door_short_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  -- a random UUID's bytes whose five low bits are all random (not its version or variant bits)
  random_bytes constant int[] := ARRAY[0, 1, 2, 3, 4, 5, 7, 9, 10];
  bytes bytea;
  code text;
  value int;
  total int;
  double boolean;
BEGIN
  LOOP
    bytes := uuid_send(gen_random_uuid());
    code := '';
    FOREACH value IN ARRAY random_bytes LOOP
      code := code || substr(alphabet, get_byte(bytes, value) % 32 + 1, 1);
    END LOOP;
    total := 0;
    double := true;
    FOR i IN REVERSE 9..1 LOOP
      value := strpos(alphabet, substr(code, i, 1)) - 1;
      IF double THEN value := value * 2; END IF;
      total := total + value / 32 + value % 32;
      double := NOT double;
    END LOOP;
    code := code || substr(alphabet, (32 - total % 32) % 32 + 1, 1);
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "tickets" WHERE "short_code" = code)
      AND NOT EXISTS (SELECT 1 FROM "order_items" WHERE "short_code" = code);
  END LOOP;
  RETURN code;
END
$$;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "short_code" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "short_code" text;--> statement-breakpoint
UPDATE "order_items" SET "short_code" = door_short_code();--> statement-breakpoint
UPDATE "tickets" SET "short_code" = door_short_code();--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "short_code" SET DEFAULT door_short_code();--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "short_code" SET DEFAULT door_short_code();--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_short_code_key" ON "order_items" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_short_code_key" ON "tickets" USING btree ("short_code");
--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_result_check" CHECK ("door_scans"."result" in ('ADMITTED', 'ALREADY_ADMITTED', 'VOIDED', 'INVALID', 'WRONG_EVENT', 'CONFLICT', 'EXITED', 'WRONG_DAY'));
