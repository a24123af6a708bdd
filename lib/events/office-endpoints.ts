import "server-only";
import { adminEvent, adminEvents, createEvent, updateEvent } from "./editing";
import { copyEvent } from "./copy";
import { adminEventDetailOf, adminEventOf, EVENT_FIELDS, EVENT_ROUTES } from "./api";
import { ORGANISERS } from "../http/office-fields";
import { endpoint, type Endpoint } from "../http/endpoint";

/**
 * An event's texts may reach about 102,000 characters (a 60,000-character contract, a 20,000-
 * character Arabic summary, four 5,000-character descriptions, ...), up to 3 bytes each in UTF-8:
 * some 310 KB at most, over the 64 KiB other bodies get.
 */
const EVENT_BODY_MAX_BYTES = 512 * 1024;

/** The organiser API's events endpoints (declared like the public ones; access: organisers). */
export const EVENTS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...EVENT_ROUTES.list,
    summary: "Every event, drafts included (organisers)",
    description:
      "every event, drafts included: the event's fields in English and Arabic, eventStatus, eventPriceCents, bookingOpen, balanceDueDate, sectionCount, boothCount, contractVersion and warnings; times in Toronto time with their offset",
    access: ORGANISERS,
    csrf: false,
    handle: async () => (await adminEvents()).map(adminEventOf),
  }),
  endpoint({
    ...EVENT_ROUTES.create,
    summary: "Create an event (organisers)",
    description: `${EVENT_FIELDS} -> 201 the event with eventId and eventGuid; eventStatus DRAFT, bookingOpen false, eventPriceCents 0 unless given; contractText makes its first contract version (v1 unless contractVersion is given)`,
    access: ORGANISERS,
    csrf: true,
    maxBodyBytes: EVENT_BODY_MAX_BYTES,
    handle: async ({ caller, body }) =>
      adminEventDetailOf(await createEvent(caller.accountId, body)),
  }),
  endpoint({
    ...EVENT_ROUTES.read,
    summary: "One event with its contract (organisers)",
    description:
      "the event as in the list, with its current contract (contractText, contractTitle(+Ar), contractSummaryAr, contractVersion) and contractVersions; warnings flag an ACTIVE event open for booking without a contract; NOT_FOUND for an unknown id",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => adminEventDetailOf(await adminEvent(params.eventId)),
  }),
  endpoint({
    ...EVENT_ROUTES.update,
    summary: "Edit an event (organisers)",
    description:
      "any of the POST fields (null clears an Arabic text or balanceDueDate), and featured (true makes it the home page's festival and unmarks the event featured before; one at a time) -> the event as GET shows it; changed contract fields make a NEW contract version (the next number unless contractVersion is given; CONFLICT for a version that exists), orders keep the version they accepted; a refusal about one field names it in issues[].path",
    access: ORGANISERS,
    csrf: true,
    maxBodyBytes: EVENT_BODY_MAX_BYTES,
    handle: async ({ caller, params, body }) =>
      adminEventDetailOf(await updateEvent(caller.accountId, params.eventId, body)),
  }),
  endpoint({
    ...EVENT_ROUTES.copy,
    summary: "Copy an event as a new draft (organisers)",
    description:
      "eventName, eventDate, eventEndDate (ISO; Toronto time without an offset; left out: the copy lasts as the source did), optionally eventNameAr, eventDateText(+Ar) -> 201 the new event as GET shows it: a DRAFT, not featured, with the source's texts, sections, booths (every column; all AVAILABLE, no vendor, hold or order), seating plan (all AVAILABLE), open requirements, add-on catalogue (active add-ons at the same prices), damage deposit amounts and its contract as a new version (its version with the new year); opening hours, balanceDueDate, boothSalesEnd and ticketSalesEnd move by as many days as the start did, at the same Toronto time (null stays null); texts naming the source's year name the new one; orders, payments, tickets and holds are not copied and the source is not changed; NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      adminEventDetailOf(await copyEvent(caller.accountId, params.eventId, body)),
  }),
];
