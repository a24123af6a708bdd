import "server-only";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import { requestLocale } from "../http/request";
import { touchDevice } from "../staff/team";
import { DOOR_OFFICE_ROUTES, DOOR_ROUTES } from "./api";
import { doorCounts, setReentry } from "./counts";
import { doorEvents } from "./queries/events";
import { doorEventOf, MAX_SCAN_BATCH } from "./resource";
import { recordScans } from "./scans";
import { doorSnapshot } from "./snapshot";

const DOOR_ACCESS = ["staff", "organiser"] as const;

/** Whether an If-None-Match header names this entity tag (or any). */
function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === etag || t === "*");
}

/** The door app's API (staff and organisers): the events, a snapshot to decide offline, scans. */
export const DOOR_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...DOOR_ROUTES.events,
    summary: "The events the door may admit: on sale, or on today (staff, organisers)",
    description:
      "-> {events: [{eventId, guid, name, nameAr, dateText, dateTextAr, startsAt, endsAt, reentry}]}: ACTIVE events and any published one whose dates include today (Toronto), by start",
    access: DOOR_ACCESS,
    csrf: false,
    handle: async () => ({ events: (await doorEvents()).map(doorEventOf) }),
  }),
  endpoint({
    ...DOOR_ROUTES.snapshot,
    summary:
      "What a door device needs to decide offline, or what changed since (staff, organisers)",
    description:
      "?since=<cursor> -> {cursor, full, publicKey, event, otherEvents, tickets: [{ticketId, seatLabel, shortCode}], voided: [{ticketId, voidedAt}], passes: [{orderId, boothId, shortCode, booth, business, booked, garbage, ready, reasons}] | null, admissions: [{key, admission: {at, gate, deviceId, receivedAt} | null, exitedAt, conflict}], conflicts}: no buyer's personal data beyond the seat. With since (an earlier answer's cursor), only tickets issued, voids and codes scanned since then, passes null when unchanged (full: false). ETag names the content; If-None-Match with it answers 304 with no body. NOT_FOUND for an unknown event",
    access: DOOR_ACCESS,
    csrf: false,
    handle: async ({ request, caller, params, query }) => {
      const { snapshot, etag } = await doorSnapshot(params.eventId, query.since);
      await touchDevice(caller.sessionId);
      const headers = { ETag: etag, "Cache-Control": "no-store" };
      if (matches(request.headers.get("if-none-match"), etag))
        return new Response(null, { status: 304, headers });
      return Response.json({ status: "OK", payload: snapshot }, { headers });
    },
  }),
  endpoint({
    ...DOOR_ROUTES.scans,
    summary: "A device's batch of scans: stored, decided, answered per scan (staff, organisers)",
    description: `{eventId, deviceId, gate, scans: [{code, scannedAt, nonce, direction?: IN | OUT, dayConfirmed?}]} (1 to ${MAX_SCAN_BATCH}) -> {results: [{nonce, result, ticketId, seatLabel, firstAdmittedAt, firstGate, firstDeviceId, vendor, error}]}, in the order sent. code: the QR code's text, or the short code printed under it (10 characters of Crockford's base 32, the last a check character; case, spaces and dashes ignored, O read as 0, I and L as 1, U as V): a short code naming no ticket or pass, or whose check character is wrong, is INVALID; one naming a ticket or pass is stored as that code's signed text. deviceId must be the caller's own device (GET /api/door/v1/device: this session's public handle); scans are stored under it, and a batch naming any other device is CONFLICT (errors.door.wrongDevice) and stores nothing. result: ADMITTED, ALREADY_ADMITTED, VOIDED (refunded or cancelled; a pass whose booth is no longer booked), INVALID (forged, altered, not canonical, unknown), WRONG_EVENT, CONFLICT (two devices admitted the ticket without knowing of each other: both scans, kept and listed), EXITED (an exit scan), WRONG_DAY (a scan in on a day that is not the event's, in Toronto, from an hour before it starts to its end, a vendor pass also on the day before: not admitted; the same scan sent again, same nonce, with dayConfirmed: true when staff confirm is decided as any other scan and its answer replaces this one), REFUSED (not stored; error: {status: BAD_REQUEST, code, params?, message}, the message in the Accept-Language of the request, English by default). Every other scan is stored; a nonce is the device's own: one this device sent again answers what the server holds for it and stores nothing, another device's same nonce is a scan of its own; the first scan in time wins, whatever order they arrive in. scannedAt (ISO 8601 with offset): later than its arrival is taken as its arrival; one that is not an instant the database holds (0000-01-01, February 30, a five-digit year, not a date) is REFUSED with errors.door.scanTimeInvalid, one earlier than the event's window with errors.door.scanTooEarly: the window opens at the latest of a week before arrival and the earlier of a day before the event starts and a day before arrival (an event under way: from the day before it started; one not started: a day back). first*: the admission the scan is measured against (itself when admitted, the one in force when already admitted, the other device's scan in a conflict, a pass's first arrival). vendor: a pass's booth, business, booked add-ons, garbage (VENUE | OWN), ready and the reasons it may not open. NOT_FOUND for an unknown event`,
    access: DOOR_ACCESS,
    csrf: true,
    maxBodyBytes: 768 * 1024,
    handle: async ({ request, caller, body }) => {
      const results = await recordScans(body, {
        staffId: caller.accountId,
        sessionId: caller.sessionId,
        locale: requestLocale(request),
      });
      await touchDevice(caller.sessionId);
      return { results };
    },
  }),
];

/** The console's door: live counts on the event dashboard, and the event's re-entry rule. */
export const DOOR_OFFICE_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...DOOR_OFFICE_ROUTES.counts,
    summary: "The door's live counts for an event (organisers)",
    description:
      "-> {eventId, sold, admitted, byGate: [{gate, admitted}], byQuarter: [{from, admitted}], conflicts: [{ticketId, seatLabel, scans}], vendors: {booked, arrived, ready, arrivedReady}, reentry}: tickets admitted of those sold (valid tickets), a ticket counted once at its first admission; vendors are booked booth orders, arrived once a pass was admitted; NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => doorCounts(params.eventId),
  }),
  endpoint({
    ...DOOR_OFFICE_ROUTES.reentry,
    summary: "Set whether an admitted ticket may come in again (organisers)",
    description:
      "{reentry: NONE | AFTER_EXIT} -> {eventId, reentry}: NONE: a ticket admits once; AFTER_EXIT: again after an exit scan. Devices read it with their next snapshot; the change is in the audit log. NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      setReentry(caller.accountId, params.eventId, body.reentry),
  }),
];
