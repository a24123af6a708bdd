import type { DoorSnapshot } from "../resource";
import {
  decide,
  nextState,
  NOT_ADMITTED,
  type AdmissionState,
  type Decision,
  type DoorDirection,
  type DoorPayload,
} from "../decide";
import type { ScanRecord } from "./store";

// The device's decision for a scan, made alone: the snapshot it downloaded (void list, passes,
// admissions the server knew of when it answered) and, on top of it, the scans made here that the
// snapshot cannot hold yet (not sent, or answered after the last refresh), replayed in the order
// they were made. Pure, so it is tested without a browser.

export type LocalBasis = {
  snapshot: DoorSnapshot;
  /** When the snapshot was last refreshed: scans the server answered before it are in it. */
  refreshedAt: string;
  /** This device's scans of the event. */
  scans: readonly ScanRecord[];
};

/** A scan made here that the snapshot may not hold yet. */
const newerThanSnapshot = (scan: ScanRecord, refreshedAt: string) =>
  scan.receivedAt === null || Date.parse(scan.receivedAt) > Date.parse(refreshedAt);

export function localState({ snapshot, refreshedAt, scans }: LocalBasis) {
  const voided = new Set(snapshot.voided.map((v) => v.ticketId));
  const transferred = new Set(snapshot.voided.filter((v) => v.transferred).map((v) => v.ticketId));
  const known = new Map<string, AdmissionState>(
    snapshot.admissions.map((a) => [a.key, { admission: a.admission, exitedAt: a.exitedAt }]),
  );
  const reentry = snapshot.event.reentry;
  const stateOf = (key: string): AdmissionState => {
    let state = known.get(key) ?? NOT_ADMITTED;
    for (const scan of scans) {
      if (scan.key !== key || !newerThanSnapshot(scan, refreshedAt)) continue;
      // A scan the server refused is not in its record, but this phone did what it showed.
      const server = scan.server?.result;
      const result = server && server !== "REFUSED" ? server : scan.local.result;
      state = nextState(
        state,
        { result, vendor: scan.local.vendor },
        {
          at: scan.scannedAt,
          gate: scan.gate,
          deviceId: scan.deviceId,
          receivedAt: scan.receivedAt,
        },
        reentry,
      );
    }
    return state;
  };
  return { voided, transferred, stateOf };
}

/** The decision for a code just scanned here (its payload already verified, or null). */
export function decideLocally(
  basis: LocalBasis,
  payload: DoorPayload | null,
  scan: {
    at: string;
    gate: string;
    deviceId: string;
    direction: DoorDirection;
    dayConfirmed?: boolean;
  },
): Decision {
  const { snapshot } = basis;
  const { voided, transferred, stateOf } = localState(basis);
  return decide({
    payload,
    event: {
      guid: snapshot.event.guid,
      reentry: snapshot.event.reentry,
      startsAt: snapshot.event.startsAt,
      endsAt: snapshot.event.endsAt,
    },
    scan,
    isVoided: (ticketId) => voided.has(ticketId),
    isTransferred: (ticketId) => transferred.has(ticketId),
    stateOf,
    passOf: (orderId, boothId) =>
      snapshot.passes?.find((p) => p.orderId === orderId && p.boothId === boothId) ?? null,
    eventOf: (guid) => snapshot.otherEvents.find((e) => e.guid === guid) ?? null,
  });
}

/**
 * What a typed short code names in the snapshot, as the payload its QR code carries: one of the
 * event's tickets or vendor passes; null when this phone's list does not hold it (a ticket sold
 * since the last refresh, or another event's: the phone cannot tell which).
 */
export function shortCodePayload(snapshot: DoorSnapshot, shortCode: string): DoorPayload | null {
  const ticket = snapshot.tickets.find((t) => t.shortCode === shortCode);
  if (ticket) return { v: 1, t: ticket.ticketId, e: snapshot.event.guid, s: ticket.seatLabel };
  const pass = snapshot.passes?.find((p) => p.shortCode === shortCode);
  if (pass) return { v: 1, k: "vendor", o: pass.orderId, b: pass.boothId, e: snapshot.event.guid };
  return null;
}

/**
 * A snapshot with the changes since its cursor applied: a full answer replaces it; otherwise
 * tickets and voids are added, admissions replaced by key, passes replaced when sent, and the
 * event, the key, the other events and the conflicts (always whole) taken as they come.
 */
export function mergeSnapshot(held: DoorSnapshot | null, answer: DoorSnapshot): DoorSnapshot {
  if (!held || answer.full) return answer;
  const byId = <T>(rows: readonly T[], id: (row: T) => string, more: readonly T[]) => {
    const map = new Map(rows.map((r) => [id(r), r]));
    for (const r of more) map.set(id(r), r);
    return [...map.values()];
  };
  return {
    ...answer,
    tickets: byId(held.tickets, (t) => t.ticketId, answer.tickets),
    voided: byId(held.voided, (v) => v.ticketId, answer.voided),
    passes: answer.passes ?? held.passes,
    admissions: byId(held.admissions, (a) => a.key, answer.admissions),
  };
}
