import "server-only";
import { and, asc, eq, gt, inArray, isNull, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { ANNOUNCEMENT_AUDIENCES, announcements, events, orders, vendors } from "@/db/schema";
import { eventTextColumns, vendorAddressColumns } from "@/db/queries/mail-columns";

export { ANNOUNCEMENT_AUDIENCES };
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** The event an announcement is about, with the text its e-mails show (null: no such event). */
export async function findAnnouncementEvent(tx: Tx, eventId: number) {
  const [row] = await tx
    .select({
      id: events.id,
      ...eventTextColumns,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

export type AnnouncementRecipient = {
  vendorId: number;
  email: string;
  contactName: string;
  locale: "en" | "ar";
};

/** Which orders make their vendor one of the audience. */
const audienceOrders: Record<AnnouncementAudience, SQL> = {
  // booked: paid in full or a deposit paid
  ALL: inArray(orders.status, ["PAID", "PARTIALLY_PAID"]),
  WITH_BALANCE: and(eq(orders.status, "PARTIALLY_PAID"), gt(orders.balanceCents, 0))!,
};

/**
 * The vendors an announcement to an event goes to: each once however many orders it has,
 * accounts an organiser disabled left out; by vendor id.
 */
export async function announcementRecipients(
  tx: Tx,
  { eventId, audience }: { eventId: number; audience: AnnouncementAudience },
): Promise<AnnouncementRecipient[]> {
  return tx
    .selectDistinct({
      vendorId: vendors.id,
      ...vendorAddressColumns,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(and(eq(orders.eventId, eventId), audienceOrders[audience], isNull(vendors.disabledAt)))
    .orderBy(asc(vendors.id));
}

/** Records an announcement that was sent to `recipients` vendors; its id. */
export async function insertAnnouncement(
  tx: Tx,
  values: {
    eventId: number;
    subject: string;
    body: string;
    audience: AnnouncementAudience;
    recipients: number;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await tx.insert(announcements).values(values).returning({ id: announcements.id });
  return row!.id;
}
