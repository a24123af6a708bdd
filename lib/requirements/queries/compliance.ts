import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { events, orderItems, orders, requirements, vendors } from "@/db/schema";

// What the organisers' compliance matrix and its reminders read beside the readiness facts
// (./readiness.ts): the event, who booked each order and which booths it holds, and one
// requirement with its event. A fixed number of queries per event, however many vendors it has.

export type ComplianceEvent = {
  id: number;
  name: string;
  nameAr: string | null;
  status: "DRAFT" | "ACTIVE" | "PAST";
  dateText: string;
  dateTextAr: string | null;
  startsAt: Date;
  endsAt: Date;
};

/** The event the matrix is of, with the text its e-mails show (null: no such event). */
export async function findComplianceEvent(
  eventId: number,
  tx?: Tx,
): Promise<ComplianceEvent | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      nameAr: events.nameAr,
      status: events.status,
      dateText: events.dateText,
      dateTextAr: events.dateTextAr,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

export type ComplianceOrder = {
  orderId: number;
  vendorId: number;
  vendorName: string;
  contactName: string;
  email: string;
  /** The language the vendor reads. */
  locale: "en" | "ar";
  /** An organiser disabled the account: it gets no e-mail. */
  disabled: boolean;
  /** The booths the order holds, by name. */
  booths: string[];
};

/** Who booked each of these orders and the booths each still holds, by order id. */
export async function complianceOrders(orderIds: number[], tx?: Tx): Promise<ComplianceOrder[]> {
  if (orderIds.length === 0) return [];
  const db = tx ?? (await getDb());
  return db
    .select({
      orderId: orders.id,
      vendorId: vendors.id,
      vendorName: vendors.legalName,
      contactName: vendors.contactName,
      email: vendors.email,
      locale: vendors.locale,
      disabled: sql<boolean>`${vendors.disabledAt} is not null`,
      booths: sql<
        string[]
      >`coalesce(array_agg(${orderItems.name} order by ${orderItems.name}) filter (where ${orderItems.id} is not null), '{}')`,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(
      orderItems,
      and(
        eq(orderItems.orderId, orders.id),
        eq(orderItems.kind, "BOOTH"),
        isNull(orderItems.releasedAt),
      ),
    )
    .where(inArray(orders.id, orderIds))
    .groupBy(orders.id, vendors.id)
    .orderBy(asc(orders.id));
}

export type ReminderRequirement = {
  id: number;
  eventId: number;
  title: string;
  titleAr: string | null;
  closed: boolean;
};

/** A requirement the office reminds vendors of (null: no such requirement). */
export async function findReminderRequirement(
  requirementId: number,
  tx?: Tx,
): Promise<ReminderRequirement | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({
      id: requirements.id,
      eventId: requirements.eventId,
      title: requirements.title,
      titleAr: requirements.titleAr,
      closed: sql<boolean>`${requirements.closedAt} is not null`,
    })
    .from(requirements)
    .where(eq(requirements.id, requirementId));
  return row ?? null;
}
