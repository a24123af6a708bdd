import "server-only";
import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { doorScans, sessions, tickets, type ScanDirection, type ScanResult } from "@/db/schema";

// The door's scans: each scan a device reports, decided again in the order they were made, the
// admissions and conflicts a snapshot carries and the live counts' figures.

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

/**
 * Takes back a device's scans answered WRONG_DAY, by nonce, when staff confirmed them: sent
 * again, they are stored and decided as any other scan. Answers the nonces taken back.
 */
export async function takeBackWrongDay(
  tx: Tx,
  { deviceId, nonces }: { deviceId: string; nonces: string[] },
): Promise<string[]> {
  if (!nonces.length) return [];
  const rows = await tx
    .delete(doorScans)
    .where(
      and(
        eq(doorScans.deviceId, deviceId),
        inArray(doorScans.nonce, nonces),
        eq(doorScans.result, "WRONG_DAY"),
      ),
    )
    .returning({ nonce: doorScans.nonce });
  return rows.map((r) => r.nonce);
}
