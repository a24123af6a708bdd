import "server-only";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import {
  addonRequests,
  addons,
  booths,
  events,
  orderItems,
  orders,
  sections,
  vendors,
  type AddonRequestStatus,
} from "@/db/schema";
import { BOOKED_ORDER_STATUSES } from "../../payments/figures";
import { eventTextColumns, vendorRecipientColumns } from "@/db/queries/mail-columns";

// Add-ons taken after checkout: the ADDON items written on a booked order, the requests that wait
// for an organiser's approval, the queue organisers decide from and what the vendor's profile
// shows. Writes run in the caller's transaction after it has locked the order (lockOrderForMoney
// in lib/payments/queries/ledger.ts), so a request is decided, withdrawn or counted one at a time per order.

/** A booked order (isBookedBoothOrder, in SQL): a booth order that took its first payment. */
const bookedOrder = () =>
  and(eq(orders.checkoutType, "BOOTH_CART"), inArray(orders.status, [...BOOKED_ORDER_STATUSES]));

/**
 * The booths the order still holds (its BOOTH items not given back), with their section's food
 * flag and the event, in the order they were bought.
 */
export async function heldBooths(tx: Tx, orderId: number) {
  return tx
    .select({
      id: booths.id,
      name: booths.name,
      isFood: sections.isFood,
      eventId: sections.eventId,
    })
    .from(orderItems)
    .innerJoin(booths, eq(booths.id, orderItems.boothId))
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.kind, "BOOTH"),
        isNull(orderItems.releasedAt),
      ),
    )
    .orderBy(asc(orderItems.id));
}

/** What the order has of each add-on per booth: ADDON items not given back and pending requests. */
export async function addonsHeld(tx: Tx, orderId: number) {
  const [items, pending] = await Promise.all([
    tx
      .select({
        boothId: sql<number>`${orderItems.forBoothId}`,
        addonId: sql<number>`${orderItems.addonId}`,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, orderId),
          eq(orderItems.kind, "ADDON"),
          isNull(orderItems.releasedAt),
        ),
      ),
    tx
      .select({
        boothId: addonRequests.forBoothId,
        addonId: addonRequests.addonId,
        quantity: addonRequests.quantity,
      })
      .from(addonRequests)
      .where(and(eq(addonRequests.orderId, orderId), eq(addonRequests.status, "PENDING"))),
  ]);
  return [...items, ...pending];
}

/** Writes an add-on charged on the order: an ADDON item for one booth, fulfilled at once. */
export async function insertAddonItem(
  tx: Tx,
  item: {
    orderId: number;
    addonId: number;
    forBoothId: number;
    name: string;
    unitPriceCents: number;
    quantity: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(orderItems)
    .values({ ...item, kind: "ADDON", fulfilled: true })
    .returning({ id: orderItems.id });
  return row!.id;
}

/** A request waiting for an organiser's approval. */
export async function insertAddonRequest(
  tx: Tx,
  request: {
    orderId: number;
    addonId: number;
    forBoothId: number;
    quantity: number;
    requestedBy: number;
  },
): Promise<number> {
  const [row] = await tx.insert(addonRequests).values(request).returning({ id: addonRequests.id });
  return row!.id;
}

/**
 * The add-ons a checkout asked for that wait for an organiser's approval: PENDING requests of
 * the new order, asked by its vendor.
 */
export async function insertCheckoutAddonRequests(
  tx: Tx,
  rows: {
    orderId: number;
    addonId: number;
    forBoothId: number;
    quantity: number;
    requestedBy: number;
  }[],
): Promise<void> {
  if (rows.length) await tx.insert(addonRequests).values(rows);
}

/** The request's order and status, without a lock (the caller locks the order first). */
export async function requestOrder(requestId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ orderId: addonRequests.orderId })
    .from(addonRequests)
    .where(eq(addonRequests.id, requestId));
  return row;
}

/** The request, locked until the transaction ends (after its order: the order is locked first). */
export async function lockAddonRequest(tx: Tx, requestId: number) {
  const [row] = await tx
    .select()
    .from(addonRequests)
    .where(eq(addonRequests.id, requestId))
    .for("update");
  return row;
}

/**
 * Decides a PENDING request (APPROVED with its order item, REFUSED with the reason, WITHDRAWN);
 * answers false when it was no longer pending, so a decision is never made twice.
 */
export async function decideAddonRequest(
  tx: Tx,
  requestId: number,
  decision: {
    status: Exclude<AddonRequestStatus, "PENDING">;
    reason?: string | null;
    orderItemId?: number | null;
    decidedBy: number | null;
  },
): Promise<boolean> {
  const rows = await tx
    .update(addonRequests)
    .set({
      status: decision.status,
      reason: decision.reason ?? null,
      orderItemId: decision.orderItemId ?? null,
      decidedBy: decision.decidedBy,
      decidedAt: sql`now()`,
    })
    .where(and(eq(addonRequests.id, requestId), eq(addonRequests.status, "PENDING")))
    .returning({ id: addonRequests.id });
  return rows.length === 1;
}

/**
 * Withdraws the order's pending requests, for the booths given (every booth when null): the
 * order ended or gave those booths back. Answers the ids withdrawn.
 */
export async function withdrawRequests(
  tx: Tx,
  orderId: number,
  boothIds: number[] | null,
): Promise<number[]> {
  if (boothIds && boothIds.length === 0) return [];
  const rows = await tx
    .update(addonRequests)
    .set({ status: "WITHDRAWN", decidedAt: sql`now()` })
    .where(
      and(
        eq(addonRequests.orderId, orderId),
        eq(addonRequests.status, "PENDING"),
        ...(boothIds ? [inArray(addonRequests.forBoothId, boothIds)] : []),
      ),
    )
    .returning({ id: addonRequests.id });
  return rows.map((r) => r.id);
}

/** The columns of a request as the profile reads it (what the queue reads without the vendor). */
const requestColumns = {
  requestId: addonRequests.id,
  orderId: addonRequests.orderId,
  status: addonRequests.status,
  reason: addonRequests.reason,
  quantity: addonRequests.quantity,
  requestedAt: addonRequests.createdAt,
  decidedAt: addonRequests.decidedAt,
  addonId: addons.id,
  addonName: addons.name,
  addonNameAr: addons.nameAr,
  priceCents: addons.priceCents,
  boothId: booths.id,
  boothName: booths.name,
};

/**
 * Requests as the queue and a decision read them (the add-on request resource's row, mapped by
 * addonRequestOf in lib/addons/resource): with the vendor, the event, the booth and the add-on.
 */
const queuedRequests = (db: Db) =>
  db
    .select({
      ...requestColumns,
      vendorId: vendors.id,
      vendorName: vendors.legalName,
      contactName: vendors.contactName,
      email: vendors.email,
      vendorLocale: vendors.locale,
      eventId: events.id,
      eventName: events.name,
      orderStatus: orders.status,
    })
    .from(addonRequests)
    .innerJoin(addons, eq(addons.id, addonRequests.addonId))
    .innerJoin(booths, eq(booths.id, addonRequests.forBoothId))
    .innerJoin(orders, eq(orders.id, addonRequests.orderId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .innerJoin(events, eq(events.id, addons.eventId));

export type AddonRequestRow = Awaited<ReturnType<typeof queuedRequests>>[number];

/**
 * The organisers' queue: requests of one status, the waiting ones oldest first, decided ones
 * newest first (at most `limit`).
 */
export async function addonRequestQueue({
  status,
  limit = 200,
}: {
  status: AddonRequestStatus;
  limit?: number;
}): Promise<AddonRequestRow[]> {
  return queuedRequests(await getDb())
    .where(
      and(
        eq(addonRequests.status, status),
        // a request from a checkout waits for the order's first payment before anyone decides it
        ...(status === "PENDING" ? [bookedOrder()] : []),
      ),
    )
    .orderBy(
      status === "PENDING" ? asc(addonRequests.createdAt) : desc(addonRequests.decidedAt),
      asc(addonRequests.id),
    )
    .limit(limit);
}

/**
 * How many requests of booked orders wait for a decision (the console's home lists it among
 * things to do).
 */
export async function pendingAddonRequestCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(addonRequests)
    .innerJoin(orders, eq(orders.id, addonRequests.orderId))
    .where(and(eq(addonRequests.status, "PENDING"), bookedOrder()));
  return row!.n;
}

/** One request as the queue shows it (after a decision). */
export async function queuedAddonRequest(
  requestId: number,
  tx?: Tx,
): Promise<AddonRequestRow | undefined> {
  const [row] = await queuedRequests(tx ?? (await getDb())).where(eq(addonRequests.id, requestId));
  return row;
}

/** What the vendor's note about a decision says: who, in which language, which event and add-on. */
export async function requestNoteFacts(tx: Tx, requestId: number) {
  const [row] = await tx
    .select({
      ...vendorRecipientColumns,
      orderId: addonRequests.orderId,
      quantity: addonRequests.quantity,
      addonName: addons.name,
      addonNameAr: addons.nameAr,
      boothName: booths.name,
      decidedAt: addonRequests.decidedAt,
      event: eventTextColumns,
    })
    .from(addonRequests)
    .innerJoin(addons, eq(addons.id, addonRequests.addonId))
    .innerJoin(booths, eq(booths.id, addonRequests.forBoothId))
    .innerJoin(events, eq(events.id, addons.eventId))
    .innerJoin(orders, eq(orders.id, addonRequests.orderId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(addonRequests.id, requestId));
  return row;
}

/** The event an order is for and whether it has ended (its last moment passed). */
export async function orderEventEnded(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      eventId: events.id,
      ended: sql<boolean>`${events.endsAt} < now()`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * The vendor's live booth orders that took their first payment, each held booth with its add-on
 * items and requests, for the profile.
 */
export async function vendorAddonRows(vendorId: number) {
  const db = await getDb();
  const live = and(eq(orders.vendorId, vendorId), bookedOrder());
  const [boothRows, itemRows, requestRows, catalogue] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        boothId: booths.id,
        boothName: booths.name,
        isFood: sections.isFood,
        eventId: sections.eventId,
        eventEnded: sql<boolean>`${events.endsAt} < now()`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(booths, eq(booths.id, orderItems.boothId))
      .innerJoin(sections, eq(sections.id, booths.sectionId))
      .innerJoin(events, eq(events.id, sections.eventId))
      .where(and(live, eq(orderItems.kind, "BOOTH"), isNull(orderItems.releasedAt)))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        orderId: orderItems.orderId,
        orderItemId: orderItems.id,
        boothId: sql<number>`${orderItems.forBoothId}`,
        addonId: sql<number>`${orderItems.addonId}`,
        name: orderItems.name,
        nameAr: addons.nameAr,
        unitPriceCents: orderItems.unitPriceCents,
        quantity: orderItems.quantity,
        // an item an organiser approved after the order's first payment: when they did
        approvedAt: addonRequests.decidedAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(addons, eq(addons.id, orderItems.addonId))
      .leftJoin(addonRequests, eq(addonRequests.orderItemId, orderItems.id))
      .where(and(live, eq(orderItems.kind, "ADDON"), isNull(orderItems.releasedAt)))
      .orderBy(asc(orderItems.id)),
    db
      .select(requestColumns)
      .from(addonRequests)
      .innerJoin(orders, eq(orders.id, addonRequests.orderId))
      .innerJoin(addons, eq(addons.id, addonRequests.addonId))
      .innerJoin(booths, eq(booths.id, addonRequests.forBoothId))
      .where(and(live, inArray(addonRequests.status, ["PENDING", "REFUSED"])))
      .orderBy(asc(addonRequests.id)),
    db
      .select()
      .from(addons)
      .where(
        inArray(addons.eventId, db.selectDistinct({ id: orders.eventId }).from(orders).where(live)),
      )
      .orderBy(asc(addons.position), asc(addons.id)),
  ]);
  return { booths: boothRows, items: itemRows, requests: requestRows, catalogue };
}
