import "server-only";
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "../client";
import {
  addons,
  booths,
  doorScans,
  events,
  orderItems,
  orders,
  sessions,
  tickets,
  vendors,
  type ReentryRule,
  type ScanDirection,
  type ScanResult,
} from "../schema";

// What the door reads and writes: the events it may admit, an event's tickets, voids, booked
// booths and scans, and each scan a device reports.

/** Orders whose booths are the vendor's: paid in part or in full (not holds, not ended ones). */
const BOOKED = ["PARTIALLY_PAID", "PAID"] as const;

const torontoToday = sql`(now() at time zone 'America/Toronto')::date`;

const eventColumns = {
  id: events.id,
  guid: events.guid,
  name: events.name,
  nameAr: events.nameAr,
  dateText: events.dateText,
  dateTextAr: events.dateTextAr,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  reentry: events.reentry,
  status: events.status,
};

/** Events the door may admit: those on sale (ACTIVE), and any published whose dates include today. */
export async function doorEvents() {
  const db = await getDb();
  return db
    .select(eventColumns)
    .from(events)
    .where(
      or(
        eq(events.status, "ACTIVE"),
        and(
          ne(events.status, "DRAFT"),
          sql`(${events.startsAt} at time zone 'America/Toronto')::date <= ${torontoToday}`,
          sql`(${events.endsAt} at time zone 'America/Toronto')::date >= ${torontoToday}`,
        ),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
}

export async function findDoorEvent(eventId: number, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [event] = await db.select(eventColumns).from(events).where(eq(events.id, eventId));
  return event ?? null;
}
export type DoorEventRow = NonNullable<Awaited<ReturnType<typeof findDoorEvent>>>;

/** Other events a code may name (published ones), for "Another event: Tarab Night, July 5". */
export async function otherDoorEvents(eventId: number) {
  const db = await getDb();
  return db
    .select({
      guid: events.guid,
      name: events.name,
      nameAr: events.nameAr,
      dateText: events.dateText,
      dateTextAr: events.dateTextAr,
    })
    .from(events)
    .where(and(ne(events.id, eventId), ne(events.status, "DRAFT")))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** Sets an event's re-entry rule; answers the rule before and after (null: no such event). */
export async function setEventReentry(tx: Tx, eventId: number, reentry: ReentryRule) {
  const [before] = await tx
    .select({ reentry: events.reentry })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  if (!before) return null;
  await tx.update(events).set({ reentry }).where(eq(events.id, eventId));
  return { before: before.reentry, after: reentry };
}

/** The event's tickets (issued since `since` when given): id, seat, and whether voided. */
export async function doorTickets(eventId: number, since?: Date) {
  const db = await getDb();
  return db
    .select({
      id: tickets.id,
      seatLabel: tickets.seatLabel,
      voidedAt: tickets.voidedAt,
      issuedAt: tickets.issuedAt,
    })
    .from(tickets)
    .where(
      and(
        eq(tickets.eventId, eventId),
        since ? or(gte(tickets.issuedAt, since), gte(tickets.voidedAt, since)) : undefined,
      ),
    )
    .orderBy(asc(tickets.issuedAt), asc(tickets.seatId));
}

/** Booked booths (of an event, a vendor or an order): order, booth, section, business, garbage. */
export async function bookedBooths(
  filter: { eventId: number } | { vendorId: number } | { orderId: number },
  tx?: Tx,
) {
  const db = tx ?? (await getDb());
  return db
    .select({
      orderId: orders.id,
      eventId: orders.eventId,
      eventGuid: events.guid,
      eventName: events.name,
      eventNameAr: events.nameAr,
      vendorId: orders.vendorId,
      boothId: booths.id,
      booth: booths.name,
      section: orderItems.sectionName,
      business: vendors.lob,
      legalName: vendors.legalName,
      ownGarbage: orders.ownGarbage,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(booths, eq(booths.id, orderItems.boothId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(
      and(
        "eventId" in filter
          ? eq(orders.eventId, filter.eventId)
          : "orderId" in filter
            ? eq(orders.id, filter.orderId)
            : eq(orders.vendorId, filter.vendorId),
        eq(orders.checkoutType, "BOOTH_CART"),
        inArray(orders.status, [...BOOKED]),
        eq(orderItems.kind, "BOOTH"),
        isNull(orderItems.releasedAt),
      ),
    )
    .orderBy(asc(orders.id), asc(booths.id));
}

/** The add-ons each booked booth carries (charged order items), by order. */
export async function boothAddons(orderIds: number[], tx?: Tx) {
  if (!orderIds.length) return [];
  const db = tx ?? (await getDb());
  return db
    .select({
      orderId: orderItems.orderId,
      boothId: orderItems.forBoothId,
      name: orderItems.name,
      nameAr: addons.nameAr,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .leftJoin(addons, eq(addons.id, orderItems.addonId))
    .where(
      and(
        inArray(orderItems.orderId, orderIds),
        eq(orderItems.kind, "ADDON"),
        isNull(orderItems.releasedAt),
      ),
    )
    .orderBy(asc(orderItems.id));
}

/** The tickets a batch names, locked in id order (one ticket's scans are decided one at a time). */
export async function lockTickets(tx: Tx, ids: string[]) {
  if (!ids.length) return [];
  const sorted = [...new Set(ids)].sort();
  return tx
    .select({
      id: tickets.id,
      eventId: tickets.eventId,
      seatLabel: tickets.seatLabel,
      voidedAt: tickets.voidedAt,
    })
    .from(tickets)
    .where(inArray(tickets.id, sorted))
    .orderBy(asc(tickets.id))
    .for("update");
}

const scanColumns = {
  id: doorScans.id,
  nonce: doorScans.nonce,
  eventId: doorScans.eventId,
  deviceId: doorScans.deviceId,
  gate: doorScans.gate,
  code: doorScans.code,
  ticketId: doorScans.ticketId,
  orderId: doorScans.orderId,
  direction: doorScans.direction,
  result: doorScans.result,
  firstScanId: doorScans.firstScanId,
  scannedAt: doorScans.scannedAt,
  receivedAt: doorScans.receivedAt,
};
export type DoorScanRow = {
  id: number;
  nonce: string;
  eventId: number;
  deviceId: string;
  gate: string;
  code: string;
  ticketId: string | null;
  orderId: number | null;
  direction: ScanDirection;
  result: ScanResult;
  firstScanId: number | null;
  scannedAt: Date;
  receivedAt: Date;
};

/** One device's scans by their nonces (a nonce is the device's own: another's may be the same). */
export async function scansByNonce(
  tx: Tx,
  { deviceId, nonces }: { deviceId: string; nonces: string[] },
): Promise<DoorScanRow[]> {
  if (!nonces.length) return [];
  return tx
    .select(scanColumns)
    .from(doorScans)
    .where(and(eq(doorScans.deviceId, deviceId), inArray(doorScans.nonce, nonces)));
}

export async function scansById(tx: Tx, ids: number[]): Promise<DoorScanRow[]> {
  if (!ids.length) return [];
  return tx.select(scanColumns).from(doorScans).where(inArray(doorScans.id, ids));
}

export type NewDoorScan = {
  nonce: string;
  eventId: number;
  deviceId: string;
  gate: string;
  staffId: number;
  code: string;
  ticketId: string | null;
  orderId: number | null;
  direction: ScanDirection;
  result: ScanResult;
  scannedAt: Date;
};

/**
 * Stores scans; one whose device already stored its nonce is skipped (answers only the rows
 * written now).
 */
export async function insertScans(tx: Tx, rows: NewDoorScan[]): Promise<DoorScanRow[]> {
  if (!rows.length) return [];
  return tx
    .insert(doorScans)
    .values(rows)
    .onConflictDoNothing({ target: [doorScans.deviceId, doorScans.nonce] })
    .returning(scanColumns);
}

/** Every scan of these tickets, for deciding them again in the order they were made. */
export async function ticketScans(tx: Tx, ticketIds: string[]): Promise<DoorScanRow[]> {
  if (!ticketIds.length) return [];
  return tx
    .select(scanColumns)
    .from(doorScans)
    .where(inArray(doorScans.ticketId, ticketIds))
    .orderBy(asc(doorScans.scannedAt), asc(doorScans.id));
}

/** Sets scans' results as decided again (`[id, result, firstScanId]`), in one statement. */
export async function updateScanResults(
  tx: Tx,
  changes: { id: number; result: ScanResult; firstScanId: number | null }[],
) {
  if (!changes.length) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::int, ${c.result}::text, ${c.firstScanId}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update door_scans as d set result = v.result, first_scan_id = v.first_scan_id
    from (values ${values}) as v(id, result, first_scan_id)
    where d.id = v.id`);
}

/**
 * The event's scans that admitted or let out a ticket or a pass (refusals left out), oldest
 * first; `since`: only those of codes scanned since then (every scan of such a code).
 */
export async function admissionScans(eventId: number, since?: Date): Promise<DoorScanRow[]> {
  const db = await getDb();
  const valid = and(
    eq(doorScans.eventId, eventId),
    inArray(doorScans.result, ["ADMITTED", "ALREADY_ADMITTED", "CONFLICT", "EXITED"]),
  );
  if (!since)
    return db
      .select(scanColumns)
      .from(doorScans)
      .where(valid)
      .orderBy(asc(doorScans.scannedAt), asc(doorScans.id));
  const touched = db
    .select({ code: doorScans.code })
    .from(doorScans)
    .where(and(eq(doorScans.eventId, eventId), gte(doorScans.receivedAt, since)));
  return db
    .select(scanColumns)
    .from(doorScans)
    .where(and(valid, inArray(doorScans.code, touched)))
    .orderBy(asc(doorScans.scannedAt), asc(doorScans.id));
}

/** The event's tickets two devices admitted without knowing of each other, with their scans. */
export async function conflictScans(eventId: number) {
  const db = await getDb();
  return (
    db
      .select({
        ticketId: doorScans.ticketId,
        seatLabel: tickets.seatLabel,
        at: doorScans.scannedAt,
        gate: doorScans.gate,
        deviceId: doorScans.deviceId,
        receivedAt: doorScans.receivedAt,
        deviceName: sessions.deviceName,
      })
      .from(doorScans)
      .innerJoin(tickets, eq(tickets.id, doorScans.ticketId))
      // the device's name, while its session (the device id is its public handle) is known
      .leftJoin(sessions, sql`${sessions.publicId}::text = ${doorScans.deviceId}`)
      .where(and(eq(doorScans.eventId, eventId), eq(doorScans.result, "CONFLICT")))
      .orderBy(asc(doorScans.ticketId), asc(doorScans.scannedAt), asc(doorScans.id))
  );
}

/** The live counts' figures: tickets sold, admissions by gate and quarter hour. */
export async function doorFigures(eventId: number) {
  const db = await getDb();
  const admitted = and(
    eq(doorScans.eventId, eventId),
    isNotNull(doorScans.ticketId),
    inArray(doorScans.result, ["ADMITTED", "CONFLICT"]),
  );
  // A ticket counts once, at its first admission (a conflict's two scans are one person's ticket).
  const first = db
    .selectDistinctOn([doorScans.ticketId], {
      ticketId: doorScans.ticketId,
      gate: doorScans.gate,
      scannedAt: doorScans.scannedAt,
    })
    .from(doorScans)
    .where(admitted)
    .orderBy(asc(doorScans.ticketId), asc(doorScans.scannedAt), asc(doorScans.id))
    .as("first");
  const [sold, byGate, byQuarter, arrivedOrders] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(and(eq(tickets.eventId, eventId), isNull(tickets.voidedAt))),
    db
      .select({ gate: first.gate, admitted: sql<number>`count(*)`.mapWith(Number) })
      .from(first)
      .groupBy(first.gate)
      .orderBy(first.gate),
    db
      .select({
        from: sql<string>`to_char(date_bin('15 minutes', ${first.scannedAt}, timestamptz '2000-01-01') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        admitted: sql<number>`count(*)`.mapWith(Number),
      })
      .from(first)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .selectDistinct({ orderId: doorScans.orderId })
      .from(doorScans)
      .where(
        and(
          eq(doorScans.eventId, eventId),
          isNotNull(doorScans.orderId),
          eq(doorScans.result, "ADMITTED"),
        ),
      ),
  ]);
  return {
    sold: sold[0]?.count ?? 0,
    byGate,
    byQuarter,
    arrivedOrderIds: arrivedOrders.map((r) => r.orderId!),
  };
}

/** Each vendor pass's first arrival at the event (its earliest admitted scan), by code. */
export async function passScans(tx: Tx, eventId: number, codes: string[]): Promise<DoorScanRow[]> {
  if (!codes.length) return [];
  return tx
    .selectDistinctOn([doorScans.code], scanColumns)
    .from(doorScans)
    .where(
      and(
        eq(doorScans.eventId, eventId),
        inArray(doorScans.code, codes),
        isNotNull(doorScans.orderId),
        eq(doorScans.result, "ADMITTED"),
      ),
    )
    .orderBy(asc(doorScans.code), asc(doorScans.scannedAt), asc(doorScans.id));
}
