import "server-only";
import { sql } from "drizzle-orm";
import { events, vendors } from "../schema";

// The columns the features' notes to vendors read: the event as an e-mail names it, and the
// vendor it is addressed to.

/** An event's name and dates in both languages (what lib/email/event-text.ts reads). */
export const eventTextColumns = {
  name: events.name,
  nameAr: events.nameAr,
  dateText: events.dateText,
  dateTextAr: events.dateTextAr,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
};

/** Where a note to a vendor goes, whom it greets and in which language. */
export const vendorAddressColumns = {
  email: vendors.email,
  contactName: vendors.contactName,
  locale: vendors.locale,
};

/** A vendor's address columns and whether the account is disabled. */
export const vendorRecipientColumns = {
  ...vendorAddressColumns,
  disabled: sql<boolean>`${vendors.disabledAt} is not null`,
};
