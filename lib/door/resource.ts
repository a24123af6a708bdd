import { z } from "zod";
import type { DoorEventRow } from "./queries/events";
import { eventIdSchema } from "../http/public-fields";
import { ruleMessage } from "../i18n/messages";
import { DOOR_DIRECTIONS, DOOR_REENTRY, DOOR_RESULTS } from "./decide";

// The door app's resources (staff and organisers): the events it may admit, an event's snapshot
// (what a device needs to decide alone, offline), the batch of scans a device sends when it has a
// network and each scan's answer, and the console's live counts. Client-safe: the device codes
// against these schemas.

/** The most scans one batch may carry. */
export const MAX_SCAN_BATCH = 500;

/** The longest `scannedAt` read: an ISO 8601 instant with fractions and offset is shorter. */
export const SCANNED_AT_MAX = 40;

const instant = z.iso.datetime({ offset: true });

export const doorEvent = z.object({
  eventId: z.number().int(),
  guid: z.uuid(),
  name: z.string(),
  nameAr: z.string().nullable(),
  dateText: z.string(),
  dateTextAr: z.string().nullable(),
  startsAt: instant,
  endsAt: instant,
  reentry: z.enum(DOOR_REENTRY),
});
export type DoorEvent = z.infer<typeof doorEvent>;

/** An event as the door reads it, from its row. */
export const doorEventOf = (e: DoorEventRow): DoorEvent => ({
  eventId: e.id,
  guid: e.guid,
  name: e.name,
  nameAr: e.nameAr,
  dateText: e.dateText,
  dateTextAr: e.dateTextAr,
  startsAt: e.startsAt.toISOString(),
  endsAt: e.endsAt.toISOString(),
  reentry: e.reentry,
});

export const doorEventsAnswer = z.object({ events: z.array(doorEvent) });

export const readinessReason = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("requirement"),
    title: z.string(),
    titleAr: z.string().nullable(),
    status: z.string(),
  }),
  z.object({ kind: z.literal("balance"), cents: z.number().int() }),
  z.object({ kind: z.literal("deposit"), cents: z.number().int() }),
  z.object({ kind: z.literal("ineligible") }),
]);

export const vendorPassView = z.object({
  orderId: z.number().int(),
  boothId: z.number().int(),
  /** The pass's number printed under its QR code, for the door to type ("K7QMX-3WP9A"). */
  shortCode: z.string().optional(),
  booth: z.string(),
  boothAr: z.string().optional(),
  business: z.string(),
  booked: z.array(
    z.object({ name: z.string(), nameAr: z.string().nullable(), quantity: z.number().int() }),
  ),
  garbage: z.enum(["VENUE", "OWN"]),
  ready: z.boolean(),
  reasons: z.array(readinessReason),
});

export const admissionView = z.object({
  at: instant,
  gate: z.string(),
  deviceId: z.string(),
  receivedAt: instant.nullable(),
});

/** One code's admissions as the server knows them (ticket or vendor pass). */
export const doorAdmission = z.object({
  /** The ticket id, or `vendor:<orderId>:<boothId>` for a pass. */
  key: z.string(),
  /** The admission in force (null: it left and may come in again). */
  admission: admissionView.nullable(),
  exitedAt: instant.nullable(),
  /** Two devices admitted it without knowing of each other. */
  conflict: z.boolean(),
});

export const doorConflict = z.object({
  ticketId: z.uuid(),
  seatLabel: z.string(),
  scans: z.array(
    z.object({
      at: instant,
      gate: z.string(),
      deviceId: z.string(),
      /** The name the door app gave the device ("Gate 2 phone"), when known. */
      deviceName: z.string().nullable(),
      receivedAt: instant,
    }),
  ),
});

export type DoorConflictView = z.infer<typeof doorConflict>;

export const snapshotAnswer = z.object({
  /** Send it back as `since` to get only what changed. */
  cursor: z.string(),
  /** True: everything (replace what the device holds); false: only changes since `since`. */
  full: z.boolean(),
  publicKey: z.string(),
  event: doorEvent,
  /** Events a code may belong to instead, for "Another event: Tarab Night, July 5". */
  otherEvents: z.array(
    z.object({
      guid: z.uuid(),
      name: z.string(),
      nameAr: z.string().nullable(),
      dateText: z.string(),
      dateTextAr: z.string().nullable(),
    }),
  ),
  /**
   * The event's tickets (issued since `since` when not full): id, seat and the short code printed
   * under the QR code (typed at the door when the camera cannot read it), nothing else.
   */
  tickets: z.array(
    z.object({ ticketId: z.uuid(), seatLabel: z.string(), shortCode: z.string().optional() }),
  ),
  /**
   * Tickets that admit no one (refunded, cancelled, or passed on: `transferred`, whose new
   * holder has a new code), voided since `since` when not full.
   */
  voided: z.array(
    z.object({ ticketId: z.uuid(), voidedAt: instant, transferred: z.boolean().optional() }),
  ),
  /** The booked booths' passes; null: unchanged since `since`. */
  passes: z.array(vendorPassView).nullable(),
  /** Admissions so far (of codes scanned since `since` when not full). */
  admissions: z.array(doorAdmission),
  /** Every ticket two devices admitted without knowing of each other (always whole). */
  conflicts: z.array(doorConflict),
});
export type DoorSnapshot = z.infer<typeof snapshotAnswer>;

const scanMessage = ruleMessage("validation.doorScanInvalid");
/** No control characters: a code, nonce, device or gate is one line of printable text. */
const PLAIN = /^[^\u0000-\u001f\u007f]*$/;
const text = (max: number) =>
  z
    .string({ error: scanMessage })
    .trim()
    .min(1, { error: scanMessage })
    .max(max, { error: scanMessage })
    .regex(PLAIN, { error: scanMessage });

export const scanInput = z.object({
  /** The QR code's text, or the short code printed under it as typed ("k7qmx 3wp9a"). */
  code: z
    .string({ error: scanMessage })
    .max(1000, { error: scanMessage })
    .regex(PLAIN, { error: scanMessage }),
  /**
   * When the phone made the scan (ISO 8601 with its offset). Read per scan, not here: a date the
   * server cannot hold refuses that scan alone, so the rest of the phone's queue is still stored.
   */
  scannedAt: z
    .string({ error: scanMessage })
    .max(SCANNED_AT_MAX, { error: scanMessage })
    .regex(PLAIN, { error: scanMessage }),
  nonce: text(100),
  direction: z.enum(DOOR_DIRECTIONS, { error: scanMessage }).optional(),
  /**
   * Staff confirmed letting the code in on a day that is not the event's: sent again with the
   * nonce of a scan answered WRONG_DAY, it is decided as any other scan.
   */
  dayConfirmed: z.boolean({ error: scanMessage }).optional(),
});

export const scansBody = z.object({
  eventId: eventIdSchema,
  /** The sending device (its session's public handle): it must be the caller's own. */
  deviceId: text(100),
  gate: text(60),
  scans: z
    .array(scanInput, { error: scanMessage })
    .min(1, { error: scanMessage })
    .max(MAX_SCAN_BATCH, {
      error: ruleMessage("validation.doorBatchTooLarge", { max: MAX_SCAN_BATCH }),
    }),
});

/**
 * A scan the server refused alone and did not store (the rest of its batch was): its status and
 * the catalogue code of the reason with its parameters, as a refused request's envelope carries
 * them (for the phone to say it in its own language), and the reason in the language the
 * request's Accept-Language names (English by default).
 */
export const scanRefusal = z.object({
  status: z.literal("BAD_REQUEST"),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type ScanRefusal = z.infer<typeof scanRefusal>;

/** A scan's answer: a decision (stored), or REFUSED (not stored; `error` says why). */
export const SCAN_ANSWERS = [...DOOR_RESULTS, "REFUSED"] as const;
export type ScanAnswerResult = (typeof SCAN_ANSWERS)[number];

export const scanResult = z.object({
  nonce: z.string(),
  result: z.enum(SCAN_ANSWERS),
  ticketId: z.string().nullable(),
  seatLabel: z.string().nullable(),
  firstAdmittedAt: instant.nullable(),
  firstGate: z.string().nullable(),
  firstDeviceId: z.string().nullable(),
  vendor: vendorPassView.nullable(),
  /** Why the scan was refused (result REFUSED); null for a scan stored and decided. */
  error: scanRefusal.nullable(),
});
export type ScanResultView = z.infer<typeof scanResult>;

export const scansAnswer = z.object({ results: z.array(scanResult) });

// The console: live counts at the door.

export const doorCountsAnswer = z.object({
  eventId: z.number().int(),
  sold: z.number().int(),
  admitted: z.number().int(),
  byGate: z.array(z.object({ gate: z.string(), admitted: z.number().int() })),
  /** Admissions per quarter hour (its start), oldest first. */
  byQuarter: z.array(z.object({ from: instant, admitted: z.number().int() })),
  conflicts: z.array(doorConflict),
  vendors: z.object({
    booked: z.number().int(),
    arrived: z.number().int(),
    ready: z.number().int(),
    arrivedReady: z.number().int(),
  }),
  reentry: z.enum(DOOR_REENTRY),
});
export type DoorCounts = z.infer<typeof doorCountsAnswer>;
