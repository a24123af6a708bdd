// The door's decision for one scan: the same pure function on the device (offline, against the
// snapshot it downloaded and the scans it made) and on the server (against the database, inside
// the transaction that locks the ticket). Browser-safe: no server modules, no node built-ins.

import { onEventDay } from "./event-days";

/** What a door scan can answer. */
export const DOOR_RESULTS = [
  "ADMITTED",
  "ALREADY_ADMITTED",
  "VOIDED",
  "INVALID",
  "WRONG_EVENT",
  "CONFLICT",
  "EXITED",
  "WRONG_DAY",
  "TRANSFERRED",
] as const;
export type DoorResult = (typeof DOOR_RESULTS)[number];

export const DOOR_DIRECTIONS = ["IN", "OUT"] as const;
export type DoorDirection = (typeof DOOR_DIRECTIONS)[number];

/** Whether a ticket admitted once may come in again: never, or after an exit scan. */
export const DOOR_REENTRY = ["NONE", "AFTER_EXIT"] as const;
export type DoorReentry = (typeof DOOR_REENTRY)[number];

/** A ticket's signed payload: ticket id, event guid, seat ("Row 3, Seat 5"). */
export type TicketCodePayload = { v: 1; t: string; e: string; s: string; k?: undefined };
/** A booked booth's pass: order id, booth id, event guid. */
export type VendorPassPayload = { v: 1; k: "vendor"; o: number; b: number; e: string };
export type DoorPayload = TicketCodePayload | VendorPassPayload;

export const isVendorPass = (p: DoorPayload): p is VendorPassPayload => p.k === "vendor";

/** The key a code's admissions are kept under: the ticket id, or `vendor:<order>:<booth>`. */
export function admissionKey(p: DoorPayload): string {
  return isVendorPass(p) ? passKey(p.o, p.b) : p.t;
}
export const passKey = (orderId: number, boothId: number) => `vendor:${orderId}:${boothId}`;

/**
 * An admission: when and where a code was let in. `receivedAt` is when the server had it (null:
 * a scan still on the device that made it, not yet sent).
 */
export type Admission = {
  at: string;
  gate: string;
  deviceId: string;
  receivedAt: string | null;
};

/**
 * What is known of one code at the door: the admission in force (null: never admitted, or it
 * left and may come in again), and when it last left after that admission (an exit scan).
 */
export type AdmissionState = { admission: Admission | null; exitedAt: string | null };

export const NOT_ADMITTED: AdmissionState = { admission: null, exitedAt: null };

/** Why a booked booth may not open, for the door to say in its own language. */
export type ReadinessReason =
  | { kind: "requirement"; title: string; titleAr: string | null; status: string }
  | { kind: "balance"; cents: number }
  | { kind: "deposit"; cents: number }
  | { kind: "ineligible" };

/** A booked booth's pass as the door shows it. */
export type VendorPassView = {
  orderId: number;
  boothId: number;
  /** The pass's number printed under its QR code ("K7QMX-3WP9A"), typed when a camera fails. */
  shortCode?: string;
  booth: string;
  /** The booth with its section's Arabic name, where written. */
  boothAr?: string;
  business: string;
  /** What the booth came with or added: "Electricity 20 A outlet" and its quantity. */
  booked: { name: string; nameAr: string | null; quantity: number }[];
  /** Who takes the garbage away: the venue, or the vendor (their own). */
  garbage: "VENUE" | "OWN";
  ready: boolean;
  reasons: ReadinessReason[];
};

/** Another event a code may belong to, for "Another event: Tarab Night, July 5". */
export type OtherEvent = {
  guid: string;
  name: string;
  nameAr: string | null;
  dateText: string;
  dateTextAr: string | null;
};

export type DecideInput = {
  /** The code's verified payload, or null when it is forged, altered or malformed. */
  payload: DoorPayload | null;
  /** The event being admitted (its start and end, when given: the days it admits on). */
  event: { guid: string; reentry: DoorReentry; startsAt?: string; endsAt?: string };
  scan: {
    at: string;
    gate: string;
    deviceId: string;
    direction?: DoorDirection;
    /** Staff confirmed letting the code in on a day that is not the event's. */
    dayConfirmed?: boolean;
  };
  /** Whether a ticket id is on the void list. */
  isVoided: (ticketId: string) => boolean;
  /**
   * Whether a voided ticket was passed on to someone else (its holder has a new code): answered
   * TRANSFERRED rather than VOIDED.
   */
  isTransferred?: (ticketId: string) => boolean;
  /** What is known of a code's admissions, by `admissionKey`. */
  stateOf: (key: string) => AdmissionState;
  /** A booked booth's pass (null: no such pass, or its booth was given back or cancelled). */
  passOf?: (orderId: number, boothId: number) => VendorPassView | null;
  /** Another event by guid, when known. */
  eventOf?: (guid: string) => OtherEvent | null;
};

export type Decision = {
  result: DoorResult;
  /** The ticket's id (tickets only). */
  ticketId: string | null;
  /** The seat, "Row 3, Seat 5" (tickets only). */
  seat: string | null;
  /** The admission this scan is measured against (already admitted, conflict). */
  first: Admission | null;
  /** The event the code is for, when it is another one (WRONG_EVENT). */
  otherEvent: OtherEvent | null;
  vendor: VendorPassView | null;
};

const none = { ticketId: null, seat: null, first: null, otherEvent: null, vendor: null };

/**
 * Whether the device that made `scan` could have known of `earlier`: the same device, or one
 * that reached the server before this scan was made (a device that downloads while online sees
 * it). Two devices that could not have known of each other are a conflict, never merged.
 */
export function couldKnow(earlier: Admission, scan: { at: string; deviceId: string }): boolean {
  if (earlier.deviceId === scan.deviceId) return true;
  return earlier.receivedAt !== null && Date.parse(earlier.receivedAt) <= Date.parse(scan.at);
}

/**
 * The decision for one scan. Refusals first: an unverified code (INVALID), another event's code
 * (WRONG_EVENT), a voided ticket or a pass whose booth is no longer booked (VOIDED; TRANSFERRED
 * for a ticket passed on to someone else, whose new code is the one that admits). An exit
 * scan of a valid code is EXITED. A scan in on a day that is not the event's is WRONG_DAY unless
 * staff confirmed it (a pass may also come on the set-up day, the day before). A vendor pass is ADMITTED each time (its booth's people come
 * and go while they set up), with the booth's readiness. A ticket is ADMITTED unless an
 * admission is in force (ALREADY_ADMITTED, or CONFLICT when this scan's device could not have
 * known of it); with re-entry after exit, an exit scan ends the admission in force.
 */
export function decide(input: DecideInput): Decision {
  const { payload, event, scan } = input;
  if (!payload) return { ...none, result: "INVALID" };
  const seat = isVendorPass(payload) ? null : payload.s;
  const ticketId = isVendorPass(payload) ? null : payload.t;
  if (payload.e !== event.guid)
    return {
      ...none,
      ticketId,
      seat,
      result: "WRONG_EVENT",
      otherEvent: input.eventOf?.(payload.e) ?? null,
    };

  if (isVendorPass(payload)) {
    const vendor = input.passOf?.(payload.o, payload.b) ?? null;
    if (!vendor) return { ...none, result: "VOIDED" };
    const state = input.stateOf(admissionKey(payload));
    if (event.startsAt && event.endsAt && wrongDay(scan, event as Days, true))
      return { ...none, vendor, result: "WRONG_DAY" };
    return {
      ...none,
      vendor,
      first: state.admission,
      result: scan.direction === "OUT" ? "EXITED" : "ADMITTED",
    };
  }

  if (input.isVoided(payload.t))
    return {
      ...none,
      ticketId,
      seat,
      result: input.isTransferred?.(payload.t) ? "TRANSFERRED" : "VOIDED",
    };
  const state = input.stateOf(payload.t);
  if (scan.direction === "OUT")
    return { ...none, ticketId, seat, first: state.admission, result: "EXITED" };
  if (event.startsAt && event.endsAt && wrongDay(scan, event as Days, false))
    return { ...none, ticketId, seat, result: "WRONG_DAY" };
  const inForce = state.admission;
  if (!inForce) return { ...none, ticketId, seat, result: "ADMITTED" };
  return {
    ...none,
    ticketId,
    seat,
    first: inForce,
    result: couldKnow(inForce, scan) ? "ALREADY_ADMITTED" : "CONFLICT",
  };
}

type Days = { startsAt: string | Date; endsAt: string | Date };

/** A scan in, not confirmed by staff, on a day that is not the event's. */
export const wrongDay = (
  scan: { at: string | Date; direction?: DoorDirection; dayConfirmed?: boolean },
  event: Days,
  pass: boolean,
) =>
  scan.direction !== "OUT" && !scan.dayConfirmed && !onEventDay(scan.at, event, { setUpDay: pass });

/**
 * The state after a scan's decision: an admission starts one in force (a vendor pass keeps its
 * first arrival), an exit scan ends it when the event allows re-entry after an exit (and is
 * remembered otherwise), a conflict keeps the earlier admission in force.
 */
export function nextState(
  state: AdmissionState,
  /** `vendor`: the decision's pass (or true) when the code is a vendor pass. */
  decision: { result: DoorResult; vendor?: VendorPassView | boolean | null },
  scan: { at: string; gate: string; deviceId: string; receivedAt: string | null },
  reentry: DoorReentry,
): AdmissionState {
  const admission: Admission = {
    at: scan.at,
    gate: scan.gate,
    deviceId: scan.deviceId,
    receivedAt: scan.receivedAt,
  };
  switch (decision.result) {
    case "ADMITTED":
      if (decision.vendor && state.admission) return state;
      return { admission, exitedAt: null };
    case "EXITED":
      if (!state.admission) return state;
      return reentry === "AFTER_EXIT" && !decision.vendor
        ? { admission: null, exitedAt: scan.at }
        : { ...state, exitedAt: scan.at };
    default:
      return state;
  }
}

/** A scan as the server stores it, for `replay`. */
export type StoredScan = {
  id: number;
  at: string;
  gate: string;
  deviceId: string;
  receivedAt: string;
  direction: DoorDirection;
  /**
   * A result decided once and for all when it arrived (INVALID, WRONG_EVENT, VOIDED, TRANSFERRED,
   * WRONG_DAY).
   */
  fixed: DoorResult | null;
};

export type ReplayedScan = { id: number; result: DoorResult; firstScanId: number | null };

/**
 * One ticket's scans decided again in the order they were made (not the order they arrived), so
 * the first scan in time wins: a scan made earlier that reaches the server later takes the
 * admission, and the one that had it becomes ALREADY_ADMITTED (its device could have known) or,
 * with the other, a CONFLICT (neither device could have known of the other). Refusals decided on
 * arrival keep their result. Answers each scan's result and the scan it lost to, and the state.
 */
export function replay(
  scans: readonly StoredScan[],
  reentry: DoorReentry,
): { scans: ReplayedScan[]; state: AdmissionState; conflict: boolean } {
  const ordered = scans.toSorted((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  const results = new Map<number, ReplayedScan>();
  let state: AdmissionState = NOT_ADMITTED;
  let inForceId: number | null = null;
  let conflict = false;
  for (const scan of ordered) {
    if (scan.fixed) {
      results.set(scan.id, { id: scan.id, result: scan.fixed, firstScanId: null });
      continue;
    }
    const inForce = state.admission;
    const result: DoorResult =
      scan.direction === "OUT"
        ? "EXITED"
        : !inForce
          ? "ADMITTED"
          : couldKnow(inForce, scan)
            ? "ALREADY_ADMITTED"
            : "CONFLICT";
    const firstScanId = result === "ALREADY_ADMITTED" || result === "CONFLICT" ? inForceId : null;
    results.set(scan.id, { id: scan.id, result, firstScanId });
    if (result === "CONFLICT" && inForceId !== null) {
      conflict = true;
      // Both devices admitted the ticket: the admission in force is a conflict too.
      results.set(inForceId, { id: inForceId, result: "CONFLICT", firstScanId: scan.id });
    }
    const before = state;
    state = nextState(state, { result, vendor: null }, scan, reentry);
    if (result === "ADMITTED") inForceId = scan.id;
    else if (before.admission && !state.admission) inForceId = null;
  }
  return { scans: scans.map((s) => results.get(s.id)!), state, conflict };
}

/** A scan with its result as the server holds it (or the device recorded it). */
export type ScanRecord = {
  at: string;
  gate: string;
  deviceId: string;
  receivedAt: string | null;
  direction: DoorDirection;
  result: DoorResult;
};

/**
 * What a code's scans, already decided, say of it now: the admission in force (a conflict's
 * earlier scan when two devices admitted it), when it last left, and whether it is a conflict.
 * A vendor pass keeps its first arrival and is never let out of the event by an exit scan.
 */
export function stateOfScans(
  scans: readonly ScanRecord[],
  reentry: DoorReentry,
  { vendor = false }: { vendor?: boolean } = {},
): AdmissionState & { conflict: boolean } {
  const ordered = scans.toSorted((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let state: AdmissionState = NOT_ADMITTED;
  let conflict = false;
  for (const scan of ordered) {
    if (scan.result === "CONFLICT") {
      conflict = true;
      if (!state.admission) state = nextState(state, { result: "ADMITTED" }, scan, reentry);
    } else if (scan.result === "ADMITTED" || scan.result === "EXITED")
      state = nextState(state, { result: scan.result, vendor }, scan, reentry);
  }
  return { ...state, conflict };
}
