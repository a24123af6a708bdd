/** Column helpers and enumerations the feature tables share. */
import { customType, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Raw bytes (PostgreSQL bytea), as a Buffer whichever driver read them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The languages an account or an order is written to in (lib/i18n's LOCALES; db/ does not import
 * lib/): the e-mails it is sent (reset, welcome, receipts, tickets) go out in it.
 */
export const LOCALE_CODES = ["en", "ar"] as const;
