import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  booths,
  events,
  orderItems,
  orders,
  requirementExtensions,
  requirements,
  sections,
  vendorDocuments,
} from "@/db/schema";
import { BOOKED_ORDER_STATUSES } from "../../payments/figures";

// The facts an order's readiness is decided on (lib/requirements/readiness), read in a fixed
// number of queries per event however many vendors it has.

/** Today's calendar day in Toronto, on the database's clock (every instance agrees on it). */
const torontoToday = sql<string>`(now() at time zone 'America/Toronto')::date::text`;

/** Rows by their order id (Map.groupBy, which Node 20 lacks). */
function byOrder<T extends { orderId: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.orderId);
    if (list) list.push(row);
    else map.set(row.orderId, [row]);
  }
  return map;
}

/** The event's open requirements, by due date. */
export async function openRequirements(eventId: number, tx?: Tx) {
  const db = tx ?? (await getDb());
  return db
    .select({
      id: requirements.id,
      title: requirements.title,
      titleAr: requirements.titleAr,
      appliesTo: requirements.appliesTo,
      kind: requirements.kind,
      dueDate: sql<string>`${requirements.dueDate}::text`,
      needsExpiry: requirements.needsExpiry,
      consequence: requirements.consequence,
    })
    .from(requirements)
    .where(and(eq(requirements.eventId, eventId), isNull(requirements.closedAt)))
    .orderBy(asc(requirements.dueDate), asc(requirements.id));
}

/**
 * What readiness is decided on for the event's booked booth orders (`orderIds` narrows them):
 * Toronto's calendar day by the database's clock, the event's last day, its open requirements,
 * and per order its booths' kinds, balance, documents and extensions. Superseded documents are
 * left out but for approvals replaced since (reviewed ones): they show a deadline met in time.
 * Null when there is no such event.
 */
export async function readinessFacts(
  eventId: number,
  { orderIds, tx }: { orderIds?: number[]; tx?: Tx } = {},
) {
  const db = tx ?? (await getDb());
  const [event] = await db
    .select({
      lastDay: sql<string>`(${events.endsAt} at time zone 'America/Toronto')::date::text`,
      today: torontoToday,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return null;
  const orderFilter = and(
    eq(orders.eventId, eventId),
    eq(orders.checkoutType, "BOOTH_CART"),
    inArray(orders.status, [...BOOKED_ORDER_STATUSES]),
    orderIds ? inArray(orders.id, orderIds.length ? orderIds : [0]) : undefined,
  );
  const [reqs, rows, documents, extensions] = await Promise.all([
    openRequirements(eventId, tx),
    db
      .select({
        orderId: orders.id,
        vendorId: orders.vendorId,
        balanceCents: orders.balanceCents,
        depositDueCents:
          sql<number>`greatest(${orders.depositCents} - ${orders.depositPaidCents}, 0)`.mapWith(
            Number,
          ),
        hasFoodBooth: sql<boolean>`coalesce(bool_or(${sections.isFood}), false)`,
        hasOtherBooth: sql<boolean>`coalesce(bool_or(not ${sections.isFood}), false)`,
      })
      .from(orders)
      .innerJoin(
        orderItems,
        and(
          eq(orderItems.orderId, orders.id),
          eq(orderItems.kind, "BOOTH"),
          isNull(orderItems.releasedAt),
        ),
      )
      .innerJoin(booths, eq(booths.id, orderItems.boothId))
      .innerJoin(sections, eq(sections.id, booths.sectionId))
      .where(orderFilter)
      .groupBy(orders.id)
      .orderBy(asc(orders.id)),
    db
      .select({
        id: vendorDocuments.id,
        orderId: vendorDocuments.orderId,
        requirementId: vendorDocuments.requirementId,
        status: vendorDocuments.status,
        reason: vendorDocuments.reason,
        expiresOn: sql<string | null>`${vendorDocuments.expiresOn}::text`,
        reviewedAt: vendorDocuments.reviewedAt,
        createdAt: vendorDocuments.createdAt,
      })
      .from(vendorDocuments)
      .innerJoin(orders, eq(orders.id, vendorDocuments.orderId))
      .where(
        and(
          orderFilter,
          or(ne(vendorDocuments.status, "SUPERSEDED"), isNotNull(vendorDocuments.reviewedAt)),
        ),
      ),
    db
      .select({
        orderId: requirementExtensions.orderId,
        requirementId: requirementExtensions.requirementId,
        dueDate: sql<string>`${requirementExtensions.dueDate}::text`,
      })
      .from(requirementExtensions)
      .innerJoin(orders, eq(orders.id, requirementExtensions.orderId))
      .where(orderFilter),
  ]);
  const documentsOf = byOrder(documents);
  const extensionsOf = byOrder(extensions);
  return {
    today: event.today,
    lastDay: event.lastDay,
    requirements: reqs,
    orders: rows.map((row) => ({
      ...row,
      documents: documentsOf.get(row.orderId) ?? [],
      extensions: new Map(
        (extensionsOf.get(row.orderId) ?? []).map((e) => [e.requirementId, e.dueDate] as const),
      ),
    })),
  };
}

/** The event of an order (null: no such order, or one of no event). */
export async function eventOfOrder(orderId: number, tx?: Tx): Promise<number | null> {
  const db = tx ?? (await getDb());
  const [order] = await db
    .select({ eventId: orders.eventId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order?.eventId ?? null;
}
