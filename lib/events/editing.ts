import "server-only";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ONE_LINE, PARAGRAPHS } from "../http/plain-text";
import {
  contractVersionsOf,
  currentContractOf,
  EVENT_STATUSES,
  findAdminEvent,
  insertContract,
  insertEvent,
  listAdminEvents,
  lockEvent,
  updateEvent as updateEventRow,
  type AdminEventSummary,
  type EventChanges,
  type EventRow,
  type StoredContract,
} from "@/db/queries/admin-events";
import { recordAudit } from "@/db/queries/audit";
import { unfeatureOthers } from "@/db/queries/site";
import type { Tx } from "@/db/queries/model";
import { transaction } from "@/db/queries/transaction";
import { AppError } from "../http/envelope";
import { eventsChanged } from "../cache/tags";
import { isStoredMedia } from "./media";
import { dollarsToCents } from "../payments/pricing";
import { fromTorontoWallClock } from "../i18n/toronto-time";

// The organiser console's events: create, edit (partial), and each event's vendor contract,
// whose text is never edited in place: an edit is a new version, and orders keep the version
// they accepted. Every change writes its audit row in the same transaction.

// Event times are Toronto's: a time written without an offset is Toronto wall-clock time, read
// through lib/i18n/toronto-time.ts (@date-fns/tz).
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:\d{2})?$/i;

/**
 * An ISO date or date-time as an instant: with an offset (or Z) it is that instant; without one
 * it is Toronto time. A date alone is the start of that Toronto day, or its last millisecond with
 * `endOfDay` (a coupon valid until a day is valid all of it). Null when the text is no such time.
 */
export function parseEventTime(text: string, { endOfDay = false } = {}): Date | null {
  const m = ISO_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, offset] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  const ms = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
  if (year < 1970 || year > 2200 || hour > 23 || minute > 59 || second > 59) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (offset !== undefined && h === undefined) return null;
  if (offset !== undefined) {
    const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
    if (offset.toUpperCase() === "Z") return new Date(wall);
    const sign = offset.startsWith("-") ? -1 : 1;
    const [oh, om] = offset.slice(1).split(":").map(Number) as [number, number];
    if (oh > 14 || om > 59) return null;
    return new Date(wall - sign * (oh * 60 + om) * 60_000);
  }
  if (h === undefined && endOfDay) {
    const nextDay = fromTorontoWallClock(year, month, day + 1);
    return new Date(nextDay.getTime() - 1);
  }
  return fromTorontoWallClock(year, month, day, hour, minute, second, ms);
}

/** The schema of a time field: an ISO date or date-time, Toronto time when it has no offset. */
export function timeField(field: string, options: { endOfDay?: boolean } = {}) {
  const message = `${field} must be an ISO date or date-time (Toronto time unless it has an offset).`;
  return z
    .string({ error: message })
    .max(40, { error: message })
    .transform((text, ctx) => {
      const time = parseEventTime(text, options);
      if (!time) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return time;
    });
}

const lines = (field: string, multiline: boolean) =>
  multiline
    ? { pattern: PARAGRAPHS, message: `${field} must be plain text.` }
    : { pattern: ONE_LINE, message: `${field} must be one line of plain text.` };

export const requiredText = (field: string, max: number, { multiline = false } = {}) => {
  const { pattern, message } = lines(field, multiline);
  return z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, { error: `${field} must not be empty.`, abort: true })
    .max(max, { error: `${field} is at most ${max} characters.` })
    .regex(pattern, { error: message });
};

/** An Arabic (or other optional) text: null or an empty string clears it. */
export const optionalText = (field: string, max: number, { multiline = false } = {}) => {
  const { pattern, message } = lines(field, multiline);
  return z
    .string({ error: `${field} must be text or null.` })
    .trim()
    .max(max, { error: `${field} is at most ${max} characters.` })
    .regex(pattern, { error: message })
    .nullable()
    .transform((text) => (text ? text : null));
};

/** A dollar amount with at most two decimals, as cents. */
export function dollarsField(field: string, max = 1_000_000) {
  const message = `${field} must be an amount in dollars from 0 to ${max}, with at most two decimals.`;
  return z
    .number({ error: message })
    .min(0, { error: message })
    .max(max, { error: message })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: message })
    .transform(dollarsToCents);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const calendarDay = (field: string) => {
  const message = `${field} must be a date, YYYY-MM-DD.`;
  return z
    .string({ error: message })
    .regex(CALENDAR_DAY, { error: message })
    .refine(
      (text) => {
        const [y, m, d] = text.split("-").map(Number) as [number, number, number];
        const day = new Date(Date.UTC(y, m - 1, d));
        return y >= 1970 && y <= 2200 && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
      },
      { error: message },
    );
};

/** Event art: the name of a picture file under public/images/events. */
const IMAGE_FILE_NAME = /[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(svg|png|jpe?g|webp|avif)/;
/** A file under public/images/events, or the address of an uploaded image ("/media/..."). */
const IMAGE_FILE = new RegExp(
  `^(?:${IMAGE_FILE_NAME.source}|\\/media\\/[0-9]{1,10}-[0-9a-f]{8}\\.webp)$`,
);
const IMAGE_DIR = path.join(process.cwd(), "public", "images", "events");
const IMAGE_DIR_FILE = new RegExp(`^${IMAGE_FILE_NAME.source}$`);

/**
 * The picture files under public/images/events, for the event editor's picture select, sorted by
 * name; none when the folder is not there (the editor then asks for a file name).
 */
export async function eventImageFiles(): Promise<string[]> {
  const names = await fs.promises.readdir(IMAGE_DIR).catch(() => [] as string[]);
  return names.filter((name) => IMAGE_DIR_FILE.test(name)).sort();
}

const IMAGE_MESSAGE =
  "eventImage must be a file name under public/images/events or the address of an uploaded image.";

/** The picture a new event shows until the organiser names its own. */
export const DEFAULT_EVENT_IMAGE = "summer-festival-2025.svg";

const CONTRACT_VERSION = /^[A-Za-z0-9._-]{1,40}$/;

const OPENING_HOURS_MESSAGE =
  "openingHours must be a list of {opens, closes}, ISO date-times (Toronto time unless they have an offset), at most 14 days.";

/** Each day's opening hours, as the home page lists them for the featured event. */
const openingHoursField = z
  .array(
    z.strictObject(
      { opens: timeField("openingHours[].opens"), closes: timeField("openingHours[].closes") },
      { error: OPENING_HOURS_MESSAGE },
    ),
    { error: OPENING_HOURS_MESSAGE },
  )
  .max(14, { error: OPENING_HOURS_MESSAGE })
  .refine((days) => days.every((d) => d.closes.getTime() > d.opens.getTime()), {
    error: "openingHours: each day must close after it opens.",
  })
  .transform((days) =>
    days.map((d) => ({ opens: d.opens.toISOString(), closes: d.closes.toISOString() })),
  );

/** The fields of an event as the console writes them; required ones are needed on create only. */
const eventShape = {
  eventName: requiredText("eventName", 200),
  eventNameAr: optionalText("eventNameAr", 200).optional(),
  eventDescription: requiredText("eventDescription", 5000, { multiline: true }),
  eventDescriptionAr: optionalText("eventDescriptionAr", 5000, { multiline: true }).optional(),
  eventLocation: requiredText("eventLocation", 200),
  eventLocationAr: optionalText("eventLocationAr", 200).optional(),
  eventDate: timeField("eventDate"),
  eventEndDate: timeField("eventEndDate").optional(),
  eventDateText: requiredText("eventDateText", 200),
  eventDateTextAr: optionalText("eventDateTextAr", 200).optional(),
  eventAddress: requiredText("eventAddress", 300),
  eventDetails: requiredText("eventDetails", 5000, { multiline: true }),
  eventDetailsAr: optionalText("eventDetailsAr", 5000, { multiline: true }).optional(),
  eventImage: z
    .string({ error: IMAGE_MESSAGE })
    .regex(IMAGE_FILE, { error: IMAGE_MESSAGE })
    .optional(),
  eventStatus: z
    .enum(EVENT_STATUSES, { error: "eventStatus must be DRAFT, ACTIVE or PAST." })
    .optional(),
  eventPrice: dollarsField("eventPrice").optional(),
  hasSeating: z.boolean({ error: "hasSeating must be true or false." }).optional(),
  bookingOpen: z.boolean({ error: "bookingOpen must be true or false." }).optional(),
  balanceDueDate: calendarDay("balanceDueDate").nullable().optional(),
  featured: z.boolean({ error: "featured must be true or false." }).optional(),
  openingHours: openingHoursField.optional(),
  featuredTitle: optionalText("featuredTitle", 200).optional(),
  featuredTitleAr: optionalText("featuredTitleAr", 200).optional(),
  contractText: requiredText("contractText", 60_000, { multiline: true }).optional(),
  contractTitle: requiredText("contractTitle", 200).optional(),
  contractTitleAr: optionalText("contractTitleAr", 200).optional(),
  contractSummaryAr: optionalText("contractSummaryAr", 20_000, { multiline: true }).optional(),
  contractVersion: z
    .string({ error: "contractVersion is 1 to 40 letters, digits, '.', '_' or '-'." })
    .regex(CONTRACT_VERSION, {
      error: "contractVersion is 1 to 40 letters, digits, '.', '_' or '-'.",
    })
    .optional(),
};

/**
 * POST /api/admin/v1/events: unknown fields are refused (a misspelt field is not ignored);
 * `featured` is set by an edit (PUT), which unmarks the event featured before.
 */
export const newEventSchema = z.strictObject(eventShape).omit({ featured: true });
/** PUT /api/admin/v1/events/{eventId}: any of the fields; what is left out stays as it is. */
export const eventChangesSchema = z.strictObject(eventShape).partial();

export type NewEventInput = z.output<typeof newEventSchema>;
export type EventChangesInput = z.output<typeof eventChangesSchema>;

/** Something about an event an organiser should fix (shown, never refused). */
export type EventWarning = { code: "BOOKING_OPEN_WITHOUT_CONTRACT"; message: string };

/** An event as the console shows it: the row, counts, contract and what needs attention. */
export type AdminEvent = AdminEventSummary & { warnings: EventWarning[] };
export type AdminEventDetail = AdminEvent & {
  contract: StoredContract | null;
  contractVersions: { id: number; version: string; title: string; createdAt: Date }[];
};

export const NO_CONTRACT_WARNING =
  "This event is ACTIVE and open for booking but has no vendor contract: vendors cannot check out its booths until one is added (contractText).";
export const EVENT_NOT_FOUND = "Event not found.";

/** What an organiser should know about an event's state (shown, never refused). */
export function eventWarnings(
  event: Pick<AdminEventSummary, "status" | "bookingOpen" | "contractVersion">,
): EventWarning[] {
  const warnings: EventWarning[] = [];
  if (event.status === "ACTIVE" && event.bookingOpen && event.contractVersion === null)
    warnings.push({ code: "BOOKING_OPEN_WITHOUT_CONTRACT", message: NO_CONTRACT_WARNING });
  return warnings;
}

const withWarnings = (event: AdminEventSummary): AdminEvent => ({
  ...event,
  warnings: eventWarnings(event),
});

/** Every event, drafts included, with counts and warnings. */
export async function adminEvents(): Promise<AdminEvent[]> {
  return (await listAdminEvents()).map(withWarnings);
}

/** One event with its current contract and the list of its contract versions; 404 if unknown. */
export async function adminEvent(eventId: number): Promise<AdminEventDetail> {
  const [event, contract, versions] = await Promise.all([
    findAdminEvent(eventId),
    currentContractOf(eventId),
    contractVersionsOf(eventId),
  ]);
  if (!event) throw new AppError("NOT_FOUND", EVENT_NOT_FOUND);
  return { ...withWarnings(event), contract: contract ?? null, contractVersions: versions };
}

/**
 * Refuses an image that is neither an uploaded image stored here nor a file in
 * public/images/events (when that folder is there to look in).
 */
async function assertImage(image: string): Promise<void> {
  if (image.startsWith("/media/")) {
    if (!(await isStoredMedia(image)))
      throw new AppError("BAD_REQUEST", `eventImage ${image} is not an image uploaded here.`);
    return;
  }
  if (!fs.existsSync(IMAGE_DIR)) return;
  if (!fs.existsSync(path.join(IMAGE_DIR, image)))
    throw new AppError("BAD_REQUEST", `eventImage ${image} is not in public/images/events.`);
}

function assertTimes(startsAt: Date, endsAt: Date): void {
  if (endsAt.getTime() < startsAt.getTime())
    throw new AppError("BAD_REQUEST", "eventEndDate must not be before eventDate.");
}

type ContractFields = Pick<
  EventChangesInput,
  "contractText" | "contractTitle" | "contractTitleAr" | "contractSummaryAr" | "contractVersion"
>;
const CONTRACT_KEYS = [
  "contractText",
  "contractTitle",
  "contractTitleAr",
  "contractSummaryAr",
  "contractVersion",
] as const satisfies readonly (keyof ContractFields)[];

/** The version after `current`: its last number counted on ("2025-v1" -> "2025-v2"), unused. */
export function nextContractVersion(current: string | undefined, taken: string[]): string {
  const used = new Set(taken);
  const match = current ? /^(.*?)(\d+)$/.exec(current) : null;
  const prefix = current ? (match ? match[1]! : `${current}-`) : "v";
  let n = match ? Number(match[2]) + 1 : current ? 2 : 1;
  for (;;) {
    const candidate = `${prefix}${n}`;
    if (candidate.length > 40) return nextContractVersion(undefined, taken);
    if (!used.has(candidate)) return candidate;
    n++;
  }
}

/**
 * Writes a new contract version when the contract fields say so: the fields not given come from
 * the current version. Nothing is written when they repeat the current version unchanged.
 */
async function writeContract(
  tx: Tx,
  actorId: number,
  event: Pick<EventRow, "id" | "name">,
  fields: ContractFields,
): Promise<boolean> {
  if (!CONTRACT_KEYS.some((k) => fields[k] !== undefined)) return false;
  const current = await currentContractOf(event.id, tx);
  const body = fields.contractText ?? current?.body;
  if (!body)
    throw new AppError(
      "BAD_REQUEST",
      "contractText is needed: this event has no vendor contract yet.",
    );
  const next = {
    title: fields.contractTitle ?? current?.title ?? `${event.name} Vendor Contract`,
    body,
    titleAr:
      fields.contractTitleAr !== undefined ? fields.contractTitleAr : (current?.titleAr ?? null),
    summaryAr:
      fields.contractSummaryAr !== undefined
        ? fields.contractSummaryAr
        : (current?.summaryAr ?? null),
  };
  const unchanged =
    current !== undefined &&
    next.title === current.title &&
    next.body === current.body &&
    next.titleAr === current.titleAr &&
    next.summaryAr === current.summaryAr &&
    (fields.contractVersion === undefined || fields.contractVersion === current.version);
  if (unchanged) return false;
  const taken = (await contractVersionsOf(event.id, tx)).map((v) => v.version);
  if (fields.contractVersion !== undefined && taken.includes(fields.contractVersion))
    throw new AppError(
      "CONFLICT",
      `Contract version ${fields.contractVersion} already exists for this event: a version never changes once written, so give the edit a new version (or leave contractVersion out).`,
    );
  const version = fields.contractVersion ?? nextContractVersion(current?.version, taken);
  const row = await insertContract(tx, { eventId: event.id, version, ...next });
  await recordAudit(tx, {
    actorId,
    entity: "contract",
    entityId: row.id,
    action: "create",
    before: current ?? null,
    after: row,
  });
  return true;
}

/** Creates an event (a DRAFT with booking closed unless told otherwise); answers it. */
export async function createEvent(
  actorId: number,
  input: NewEventInput,
): Promise<AdminEventDetail> {
  const endsAt = input.eventEndDate ?? input.eventDate;
  assertTimes(input.eventDate, endsAt);
  const image = input.eventImage ?? DEFAULT_EVENT_IMAGE;
  await assertImage(image);
  if (input.contractText === undefined && CONTRACT_KEYS.some((k) => input[k] !== undefined))
    throw new AppError("BAD_REQUEST", "contractText is needed for a vendor contract.");
  const eventId = await transaction(async (tx) => {
    const event = await insertEvent(tx, {
      name: input.eventName,
      nameAr: input.eventNameAr ?? null,
      description: input.eventDescription,
      descriptionAr: input.eventDescriptionAr ?? null,
      location: input.eventLocation,
      locationAr: input.eventLocationAr ?? null,
      startsAt: input.eventDate,
      endsAt,
      dateText: input.eventDateText,
      dateTextAr: input.eventDateTextAr ?? null,
      address: input.eventAddress,
      details: input.eventDetails,
      detailsAr: input.eventDetailsAr ?? null,
      image,
      status: input.eventStatus ?? "DRAFT",
      priceCents: input.eventPrice ?? 0,
      hasSeating: input.hasSeating ?? false,
      bookingOpen: input.bookingOpen ?? false,
      balanceDueDate: input.balanceDueDate ?? null,
      openingHours: input.openingHours ?? [],
      featuredTitle: input.featuredTitle ?? null,
      featuredTitleAr: input.featuredTitleAr ?? null,
    });
    await recordAudit(tx, {
      actorId,
      entity: "event",
      entityId: event.id,
      action: "create",
      before: null,
      after: event,
    });
    await writeContract(tx, actorId, event, input);
    return event.id;
  });
  eventsChanged();
  return adminEvent(eventId);
}

/** The event columns a partial edit sets (fields left out are not touched). */
function columnChanges(input: EventChangesInput): EventChanges {
  const changes: EventChanges = {
    name: input.eventName,
    nameAr: input.eventNameAr,
    description: input.eventDescription,
    descriptionAr: input.eventDescriptionAr,
    location: input.eventLocation,
    locationAr: input.eventLocationAr,
    startsAt: input.eventDate,
    endsAt: input.eventEndDate,
    dateText: input.eventDateText,
    dateTextAr: input.eventDateTextAr,
    address: input.eventAddress,
    details: input.eventDetails,
    detailsAr: input.eventDetailsAr,
    image: input.eventImage,
    status: input.eventStatus,
    priceCents: input.eventPrice,
    hasSeating: input.hasSeating,
    bookingOpen: input.bookingOpen,
    balanceDueDate: input.balanceDueDate,
    featured: input.featured,
    openingHours: input.openingHours,
    featuredTitle: input.featuredTitle,
    featuredTitleAr: input.featuredTitleAr,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as EventChanges;
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date
    ? a.getTime() === b.getTime()
    : Array.isArray(a) && Array.isArray(b)
      ? JSON.stringify(a) === JSON.stringify(b)
      : a === b;

/**
 * A partial edit of an event and, when contract fields are given, a new contract version. The
 * event's row is locked meanwhile, so two edits of one event run one after the other. Answers
 * the event as it now is.
 */
export async function updateEvent(
  actorId: number,
  eventId: number,
  input: EventChangesInput,
): Promise<AdminEventDetail> {
  const changed = await transaction(async (tx) => {
    const before = await lockEvent(tx, eventId);
    if (!before) throw new AppError("NOT_FOUND", EVENT_NOT_FOUND);
    const changes = Object.fromEntries(
      Object.entries(columnChanges(input)).filter(
        ([key, value]) => !sameValue(value, before[key as keyof EventRow]),
      ),
    ) as EventChanges;
    assertTimes(changes.startsAt ?? before.startsAt, changes.endsAt ?? before.endsAt);
    if (changes.image !== undefined) await assertImage(changes.image);
    let event = before;
    // One featured event at a time: marking this one unmarks the other (its audit row too).
    if (changes.featured === true)
      for (const other of await unfeatureOthers(tx, eventId))
        await recordAudit(tx, {
          actorId,
          entity: "event",
          entityId: other.after.id,
          action: "update",
          ...other,
        });
    if (Object.keys(changes).length > 0) {
      event = await updateEventRow(tx, eventId, changes);
      await recordAudit(tx, {
        actorId,
        entity: "event",
        entityId: eventId,
        action: "update",
        before,
        after: event,
      });
    }
    const contract = await writeContract(tx, actorId, event, input);
    return event !== before || contract;
  });
  if (changed) eventsChanged();
  return adminEvent(eventId);
}
