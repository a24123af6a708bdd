import "server-only";
import {
  contractVersionsOf,
  copyOrigin,
  currentContractOf,
  featuredEventRow,
  findAdminEvent,
  insertEvent,
  listAdminEvents,
  lockEvent,
  updateEvent as updateEventRow,
  type AdminEventSummary,
  type EventChanges,
  type EventRow,
  type StoredContract,
} from "./queries/office";
import { recordAudit } from "@/lib/console/queries/audit";
import { unfeatureOthers } from "@/lib/site/queries";
import { transaction } from "@/db/queries/transaction";
import { appError, fieldError } from "../http/envelope";
import { eventsChanged } from "../cache/tags";
import { COPY_TEXT_FIELDS, type EventChangesInput, type NewEventInput } from "./resource";
import { CONTRACT_KEYS, writeContract } from "./contracts";
import { assertImage, DEFAULT_EVENT_IMAGE } from "./image-files";

// The organiser console's events: read (drafts included, with what needs attention), create, and
// edit (partial); contract fields make a new contract version (lib/events/contracts.ts). Every
// change writes its audit row in the same transaction. The request schemas are in ./api.ts.

// Event times have their own module (./event-time.ts); read from here too.
export { parseEventTime } from "./event-time";

/** Something about an event an organiser should fix (shown, never refused). */
export type EventWarning = { code: "BOOKING_OPEN_WITHOUT_CONTRACT"; message: string };

/** An event as the console shows it: the row, counts, contract and what needs attention. */
export type AdminEvent = AdminEventSummary & { warnings: EventWarning[] };
export type AdminEventDetail = AdminEvent & {
  contract: StoredContract | null;
  contractVersions: { id: number; version: string; title: string; createdAt: Date }[];
};

export const NO_CONTRACT_WARNING =
  "This event is ACTIVE and open for booking but has no vendor contract: vendors cannot check out its booths until one is added under Vendor contract.";

/**
 * What an organiser should know about an event's state (shown, never refused). A seated show
 * sells tickets, not booths: it needs no vendor contract.
 */
export function eventWarnings(
  event: Pick<AdminEventSummary, "status" | "bookingOpen" | "contractVersion" | "hasSeating">,
): EventWarning[] {
  const warnings: EventWarning[] = [];
  if (
    event.status === "ACTIVE" &&
    event.bookingOpen &&
    !event.hasSeating &&
    event.contractVersion === null
  )
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
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  return { ...withWarnings(event), contract: contract ?? null, contractVersions: versions };
}

function assertTimes(startsAt: Date, endsAt: Date): void {
  if (endsAt.getTime() < startsAt.getTime())
    throw fieldError("BAD_REQUEST", "eventEndDate", "errors.events.endBeforeStart");
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
    throw fieldError("BAD_REQUEST", "contractText", "errors.events.contractTextForContract");
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
      priceCents: input.eventPriceCents ?? 0,
      hasSeating: input.hasSeating ?? false,
      bookingOpen: input.bookingOpen ?? false,
      balanceDueDate: input.balanceDueDate ?? null,
      // Sales end when the event starts unless the organiser says otherwise (null: never).
      boothSalesEnd: input.boothSalesEnd === undefined ? input.eventDate : input.boothSalesEnd,
      ticketSalesEnd: input.ticketSalesEnd === undefined ? input.eventDate : input.ticketSalesEnd,
      transferCutoffHours: input.transferCutoffHours ?? 0,
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
    priceCents: input.eventPriceCents,
    hasSeating: input.hasSeating,
    bookingOpen: input.bookingOpen,
    balanceDueDate: input.balanceDueDate,
    boothSalesEnd: input.boothSalesEnd,
    ticketSalesEnd: input.ticketSalesEnd,
    transferCutoffHours: input.transferCutoffHours,
    featured: input.featured,
    openingHours: input.openingHours,
    featuredTitle: input.featuredTitle,
    featuredTitleAr: input.featuredTitleAr,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as EventChanges;
}

/**
 * A copy's marks left once these changes are saved: a text to check is checked when it is saved
 * changed. Undefined when the marks stay as they are.
 */
function copyChecksAfter(before: EventRow, changes: EventChanges): EventChanges["copyChecks"] {
  const marks = before.copyChecks;
  if (!marks) return undefined;
  const left = marks.fields.filter((field) => {
    const text = COPY_TEXT_FIELDS[field as keyof typeof COPY_TEXT_FIELDS];
    return !text || changes[text.column] === undefined;
  });
  if (left.length === marks.fields.length) return undefined;
  return left.length > 0 ? { ...marks, fields: left } : null;
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
    if (!before) throw appError("NOT_FOUND", "errors.events.notFound");
    const changes = Object.fromEntries(
      Object.entries(columnChanges(input)).filter(
        ([key, value]) => !sameValue(value, before[key as keyof EventRow]),
      ),
    ) as EventChanges;
    assertTimes(changes.startsAt ?? before.startsAt, changes.endsAt ?? before.endsAt);
    const copyChecks = copyChecksAfter(before, changes);
    if (copyChecks !== undefined) changes.copyChecks = copyChecks;
    if (changes.image !== undefined) await assertImage(changes.image, tx);
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

/** Why the console offers to feature a copy: the home page's festival is over, or is its source. */
export type FeatureOffer = {
  /** The festival the home page features now; null when none is. */
  featured: { eventId: number; name: string; endsAt: Date } | null;
  reason: "NONE" | "OVER" | "SOURCE";
};

/**
 * The offer, on a copy's console page on every visit until it is featured, to feature it on the
 * home page: for the newest copy of a festival (the last one made from its source, and not copied
 * on since) that is not over itself, when no festival is featured, when the featured one is over,
 * or when it is the copy's source. Null for any other event, or when none of these holds.
 */
export async function featureOffer(
  event: Pick<EventRow, "id" | "featured" | "endsAt">,
  now = new Date(),
): Promise<FeatureOffer | null> {
  if (event.featured || event.endsAt.getTime() < now.getTime()) return null;
  const origin = await copyOrigin(event.id);
  if (!origin?.newest) return null;
  const featured = await featuredEventRow();
  if (!featured) return { featured: null, reason: "NONE" };
  if (featured.id === event.id) return null;
  const shown = { eventId: featured.id, name: featured.name, endsAt: featured.endsAt };
  if (featured.endsAt.getTime() < now.getTime()) return { featured: shown, reason: "OVER" };
  if (featured.id === origin.sourceId) return { featured: shown, reason: "SOURCE" };
  return null;
}
