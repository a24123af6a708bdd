import "server-only";
import { createHash } from "node:crypto";
import { appError } from "../http/envelope";
import { ticketPublicKey } from "../tickets/signing";
import { TRANSFERRED } from "../tickets/void-reasons";
import { passKey, stateOfScans } from "./decide";
import { eventPasses } from "./passes";
import { doorTickets } from "./queries/codes";
import { findDoorEvent, otherDoorEvents } from "./queries/events";
import { admissionScans, conflictScans, type DoorScanRow } from "./queries/scans";
import { doorEventOf, type DoorConflictView, type DoorSnapshot } from "./resource";

/**
 * How far back a refresh looks before its cursor: a scan or a void written by a transaction that
 * began before the cursor was made and committed after it is still sent (sending one twice does
 * no harm; missing one would).
 */
const OVERLAP_MS = 5 * 60_000;

/**
 * The cursor's version: a cursor of an earlier version (a snapshot without the tickets' short
 * codes) is answered with everything, so the phone holds every ticket's short code.
 */
const CURSOR_VERSION = 2;

type Cursor = { t: string; p: string; v?: number };

function readCursor(since: string | undefined): Cursor | null {
  if (!since) return null;
  try {
    const parsed = JSON.parse(Buffer.from(since, "base64url").toString("utf8")) as Cursor;
    return parsed.v === CURSOR_VERSION &&
      typeof parsed.t === "string" &&
      typeof parsed.p === "string" &&
      !Number.isNaN(Date.parse(parsed.t))
      ? parsed
      : null;
  } catch {
    return null;
  }
}

const writeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
const hash = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 22);

/** A code's admission key from the code itself (a pass's order and booth are in its payload). */
function keyOf(scan: DoorScanRow): string | null {
  if (scan.ticketId) return scan.ticketId;
  if (scan.orderId === null) return null;
  try {
    const body = scan.code.split(".")[1] ?? "";
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { b?: unknown };
    return typeof payload.b === "number" ? passKey(scan.orderId, payload.b) : null;
  } catch {
    return null;
  }
}

/** The tickets two devices admitted without knowing of each other, each with its scans. */
export async function eventConflicts(eventId: number): Promise<DoorConflictView[]> {
  const rows = await conflictScans(eventId);
  const byTicket = new Map<string, DoorConflictView>();
  for (const r of rows) {
    const entry = byTicket.get(r.ticketId!) ?? {
      ticketId: r.ticketId!,
      seatLabel: r.seatLabel,
      scans: [],
    };
    entry.scans.push({
      at: r.at.toISOString(),
      gate: r.gate,
      deviceId: r.deviceId,
      deviceName: r.deviceName,
      receivedAt: r.receivedAt.toISOString(),
    });
    byTicket.set(r.ticketId!, entry);
  }
  return [...byTicket.values()];
}

/**
 * What a device needs to decide alone, offline: the public key, the event, the other events a
 * code may name, the tickets (id and seat, nothing of the buyer), the void list, the vendor
 * passes with their readiness, the admissions so far and the conflicts. With `since` (an earlier
 * answer's cursor), only tickets issued, voids and codes scanned since then, and the passes only
 * when they changed. `etag` names the answer's content (its cursor aside).
 */
export async function doorSnapshot(
  eventId: number,
  since?: string,
): Promise<{ snapshot: DoorSnapshot; etag: string }> {
  const event = await findDoorEvent(eventId);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  const cursor = readCursor(since);
  const now = new Date();
  const from = cursor ? new Date(Date.parse(cursor.t) - OVERLAP_MS) : undefined;
  const [tickets, passes, scans, conflicts, others] = await Promise.all([
    doorTickets(eventId, from),
    eventPasses(eventId),
    admissionScans(eventId, from),
    eventConflicts(eventId),
    otherDoorEvents(eventId),
  ]);
  const passesHash = hash(passes);

  const byKey = new Map<string, DoorScanRow[]>();
  for (const scan of scans) {
    const key = keyOf(scan);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), scan]);
  }
  const admissions = [...byKey].map(([key, rows]) => {
    const state = stateOfScans(
      rows.map((r) => ({
        at: r.scannedAt.toISOString(),
        gate: r.gate,
        deviceId: r.deviceId,
        receivedAt: r.receivedAt.toISOString(),
        direction: r.direction,
        result: r.result,
      })),
      event.reentry,
      { vendor: rows[0]!.orderId !== null },
    );
    return { key, admission: state.admission, exitedAt: state.exitedAt, conflict: state.conflict };
  });

  const content = {
    full: !cursor,
    publicKey: ticketPublicKey(),
    event: doorEventOf(event),
    otherEvents: others,
    tickets: tickets
      .filter((t) => !from || t.issuedAt >= from)
      .map((t) => ({ ticketId: t.id, seatLabel: t.seatLabel, shortCode: t.shortCode })),
    voided: tickets
      .filter((t) => t.voidedAt && (!from || t.voidedAt >= from))
      .map((t) => ({
        ticketId: t.id,
        voidedAt: t.voidedAt!.toISOString(),
        // passed on: the phone says so, and asks for the new code
        ...(t.voidReason === TRANSFERRED ? { transferred: true } : {}),
      })),
    passes: cursor?.p === passesHash ? null : passes,
    admissions,
    conflicts,
  };
  return {
    snapshot: {
      cursor: writeCursor({ t: now.toISOString(), p: passesHash, v: CURSOR_VERSION }),
      ...content,
    },
    etag: `"${hash(content)}"`,
  };
}
