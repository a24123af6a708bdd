import "server-only";
import type { z } from "zod";
import type { ScanDirection, ScanResult } from "@/db/queries/model";
import { transaction } from "@/db/queries/transaction";
import { appError, messageError } from "../http/envelope";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { deviceOf } from "../staff/team";
import { signTicket, signVendorPass, ticketPublicKey } from "../tickets/signing";
import type { scansBody, ScanRefusal, ScanResultView } from "./resource";
import {
  isVendorPass,
  replay,
  wrongDay,
  type DoorPayload,
  type StoredScan,
  type VendorPassView,
} from "./decide";
import { eventPasses } from "./passes";
import { lockTickets, shortCodeTargets } from "./queries/codes";
import { findDoorEvent } from "./queries/events";
import {
  insertScans,
  passScans,
  scansById,
  scansByNonce,
  takeBackWrongDay,
  ticketScans,
  updateScanResults,
  type DoorScanRow,
  type NewDoorScan,
} from "./queries/scans";
import { earliestScanTime, scanInstant } from "./scan-time";
import { readShortCode } from "./short-code";
import { TRANSFERRED } from "../tickets/void-reasons";
import { codeVerifier, type CodeVerifier } from "./verify";

type Batch = z.output<typeof scansBody>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Results decided once, when a scan arrives; the others are decided again as scans arrive. */
const FIXED: ReadonlySet<ScanResult> = new Set([
  "INVALID",
  "WRONG_EVENT",
  "VOIDED",
  "TRANSFERRED",
  "WRONG_DAY",
]);

let verifier: { key: string; verifier: Promise<CodeVerifier> } | undefined;

/** The server's verifier of door codes: the same check the device makes, with the site's key. */
export function serverVerifier(): Promise<CodeVerifier> {
  const key = ticketPublicKey();
  if (verifier?.key !== key) verifier = { key, verifier: codeVerifier(key) };
  return verifier.verifier;
}

/**
 * The batch's codes as the door reads them: a QR code's text verified with the site's key, or a
 * short code typed from under it, looked up (a ticket's or a pass's) and read as its signed code,
 * which is what is stored. A short code mistyped or naming nothing is not a code (null).
 */
async function readCodes(
  codes: string[],
): Promise<{ payload: DoorPayload | null; code: string }[]> {
  const { verify } = await serverVerifier();
  const typed = codes.map((code) => {
    const read = readShortCode(code);
    return read && "shortCode" in read ? read.shortCode : null;
  });
  const found = await shortCodeTargets([...new Set(typed.flatMap((c) => (c ? [c] : [])))]);
  const ticketOf = new Map(found.tickets.map((t) => [t.shortCode, t]));
  const passOf = new Map(found.passes.map((p) => [p.shortCode, p]));
  return Promise.all(
    codes.map(async (code, i) => {
      const shortCode = typed[i];
      if (!shortCode) return { payload: await verify(code), code };
      const ticket = ticketOf.get(shortCode);
      if (ticket) {
        const payload = { t: ticket.ticketId, e: ticket.eventGuid, s: ticket.seatLabel };
        return { payload: { v: 1 as const, ...payload }, code: signTicket(payload) };
      }
      const pass = passOf.get(shortCode);
      if (pass) {
        const payload = { v: 1, k: "vendor", o: pass.orderId, b: pass.boothId, e: pass.eventGuid };
        return {
          payload: payload as DoorPayload,
          code: signVendorPass({ ...pass, eventGuid: pass.eventGuid }),
        };
      }
      return { payload: null, code: shortCode };
    }),
  );
}

/** A scan refused alone, as its answer carries it: the code, and its text in the caller's language. */
function refusalOf(
  code: "errors.door.scanTimeInvalid" | "errors.door.scanTooEarly",
  locale: Locale,
): ScanRefusal {
  return { status: "BAD_REQUEST", code, message: translator(locale)(code) };
}

const refusedAnswer = (nonce: string, error: ScanRefusal): ScanResultView => ({
  nonce,
  result: "REFUSED",
  ticketId: null,
  seatLabel: null,
  firstAdmittedAt: null,
  firstGate: null,
  firstDeviceId: null,
  vendor: null,
  error,
});

const toStored = (row: DoorScanRow): StoredScan => ({
  id: row.id,
  at: row.scannedAt.toISOString(),
  gate: row.gate,
  deviceId: row.deviceId,
  receivedAt: row.receivedAt.toISOString(),
  direction: row.direction,
  fixed: FIXED.has(row.result) ? row.result : null,
});

/**
 * A batch of scans from one device at one gate. The device is the caller's session's: a batch
 * naming any other is refused whole (CONFLICT), so no phone records scans under another's name.
 * Each code is verified here as on the device, and each scan stored (a nonce this device already
 * stored is not stored again and answers what the server holds for it), unless its time is not
 * one to believe: not an instant the database can hold, or earlier than the event's window
 * (`earliestScanTime`). Such a scan alone is REFUSED and not stored, so the rest of the batch is,
 * and the phone's queue drains. Each ticket's scans are then decided again in the order they were
 * made, inside a transaction that locks the batch's tickets (in id order, so two devices' batches
 * never deadlock): the first scan in time wins, two devices that could not know of each other are
 * a conflict on both.
 */
export async function recordScans(
  batch: Batch,
  caller: { staffId: number; sessionId: string; locale: Locale },
): Promise<ScanResultView[]> {
  const device = await deviceOf(caller.sessionId);
  if (!device) throw messageError("UNAUTHORIZED", "errors.auth.loginRequired");
  if (batch.deviceId !== device.deviceId) throw appError("CONFLICT", "errors.door.wrongDevice");
  const deviceId = device.deviceId;
  const event = await findDoorEvent(batch.eventId);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  const arrival = new Date();
  const bounds = { earliest: earliestScanTime(event.startsAt, arrival), arrival };
  const read = await readCodes(batch.scans.map((s) => s.code));
  const payloads = read.map((r) => r.payload);
  const mine = (p: DoorPayload | null): p is DoorPayload => p !== null && p.e === event.guid;
  let passes: Map<string, VendorPassView> | null = null;
  if (payloads.some((p) => mine(p) && isVendorPass(p)))
    passes = new Map((await eventPasses(event.id)).map((v) => [`${v.orderId}:${v.boothId}`, v]));

  const ticketIds = payloads.flatMap((p) =>
    mine(p) && !isVendorPass(p) && UUID.test(p.t) ? [p.t] : [],
  );
  const nonces = [...new Set(batch.scans.map((s) => s.nonce))];

  const stored = await transaction(async (tx) => {
    const locked = new Map((await lockTickets(tx, ticketIds)).map((t) => [t.id, t]));
    // A scan answered WRONG_DAY that staff confirmed is taken back, and stored and decided anew.
    await takeBackWrongDay(tx, {
      deviceId,
      nonces: [...new Set(batch.scans.filter((s) => s.dayConfirmed).map((s) => s.nonce))],
    });
    const known = new Set((await scansByNonce(tx, { deviceId, nonces })).map((s) => s.nonce));
    const seen = new Set<string>();
    const refused = new Map<string, ScanRefusal>();
    const rows: NewDoorScan[] = [];
    batch.scans.forEach((scan, i) => {
      // a nonce already stored answers what the server holds, whatever time it says now
      if (known.has(scan.nonce) || seen.has(scan.nonce)) return;
      seen.add(scan.nonce);
      const time = scanInstant(scan.scannedAt, bounds);
      if ("problem" in time) {
        refused.set(
          scan.nonce,
          refusalOf(
            time.problem === "invalid" ? "errors.door.scanTimeInvalid" : "errors.door.scanTooEarly",
            caller.locale,
          ),
        );
        return;
      }
      const payload = payloads[i] ?? null;
      const direction: ScanDirection = scan.direction ?? "IN";
      const row = {
        nonce: scan.nonce,
        eventId: event.id,
        deviceId,
        gate: batch.gate,
        staffId: caller.staffId,
        code: read[i]!.code,
        direction,
        scannedAt: time.at,
        ticketId: null as string | null,
        orderId: null as number | null,
      };
      const day = { at: time.at, direction, dayConfirmed: scan.dayConfirmed };
      const result = ((): ScanResult => {
        if (!payload) return "INVALID";
        if (payload.e !== event.guid) return "WRONG_EVENT";
        if (isVendorPass(payload)) {
          if (!passes?.has(`${payload.o}:${payload.b}`)) return "VOIDED";
          row.orderId = payload.o;
          if (wrongDay(day, event, true)) return "WRONG_DAY";
          return direction === "OUT" ? "EXITED" : "ADMITTED";
        }
        const ticket = locked.get(payload.t);
        if (!ticket) return "INVALID";
        if (ticket.eventId !== event.id) return "WRONG_EVENT";
        row.ticketId = ticket.id;
        // a ticket passed on: its new holder has a new code
        if (ticket.voidedAt) return ticket.voidReason === TRANSFERRED ? "TRANSFERRED" : "VOIDED";
        if (wrongDay(day, event, false)) return "WRONG_DAY";
        // decided below, with the ticket's other scans
        return direction === "OUT" ? "EXITED" : "ADMITTED";
      })();
      rows.push({ ...row, result });
    });
    const inserted = await insertScans(tx, rows);

    // Each ticket scanned now: all its scans decided again, in the order they were made.
    const touched = [
      ...new Set(
        inserted.filter((r) => r.ticketId && !FIXED.has(r.result)).map((r) => r.ticketId!),
      ),
    ];
    const history = await ticketScans(tx, touched);
    const byTicket = new Map<string, DoorScanRow[]>();
    for (const row of history)
      byTicket.set(row.ticketId!, [...(byTicket.get(row.ticketId!) ?? []), row]);
    const changes: { id: number; result: ScanResult; firstScanId: number | null }[] = [];
    for (const scans of byTicket.values()) {
      const current = new Map(scans.map((s) => [s.id, s]));
      for (const decided of replay(scans.map(toStored), event.reentry).scans) {
        const row = current.get(decided.id)!;
        if (row.result !== decided.result || row.firstScanId !== decided.firstScanId)
          changes.push(decided);
      }
    }
    await updateScanResults(tx, changes);

    const final = await scansByNonce(tx, { deviceId, nonces });
    const firsts = await scansById(tx, [
      ...new Set(final.flatMap((s) => (s.firstScanId ? [s.firstScanId] : []))),
    ]);
    const passCodes = [...new Set(final.filter((s) => s.orderId !== null).map((s) => s.code))];
    const arrivals = await passScans(tx, event.id, passCodes);
    return {
      refused,
      byNonce: new Map(final.map((s) => [s.nonce, s])),
      firstById: new Map(firsts.map((s) => [s.id, s])),
      arrivalByCode: new Map(arrivals.map((s) => [s.code, s])),
      seatOf: new Map([...locked.values()].map((t) => [t.id, t.seatLabel])),
    };
  });

  return batch.scans.map((scan, i) => {
    const row = stored.byNonce.get(scan.nonce);
    if (!row) return refusedAnswer(scan.nonce, stored.refused.get(scan.nonce)!);
    const payload = payloads[i] ?? null;
    // What the scan is measured against: itself when admitted, the admission in force when
    // already admitted, the other device's scan in a conflict, a pass's first arrival.
    const first =
      row.orderId !== null
        ? (stored.arrivalByCode.get(row.code) ?? null)
        : row.firstScanId
          ? (stored.firstById.get(row.firstScanId) ?? null)
          : row.result === "ADMITTED"
            ? row
            : null;
    const vendorPass =
      row.orderId !== null && payload && isVendorPass(payload)
        ? (passes?.get(`${payload.o}:${payload.b}`) ?? null)
        : null;
    return {
      nonce: scan.nonce,
      result: row.result,
      ticketId: row.ticketId,
      seatLabel: row.ticketId
        ? (stored.seatOf.get(row.ticketId) ?? null)
        : payload && !isVendorPass(payload)
          ? payload.s
          : null,
      firstAdmittedAt: first ? first.scannedAt.toISOString() : null,
      firstGate: first?.gate ?? null,
      firstDeviceId: first?.deviceId ?? null,
      vendor: vendorPass,
      error: null,
    };
  });
}
