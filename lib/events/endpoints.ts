import "server-only";
import {
  boothMarquee,
  findEventByGuid,
  findEventById,
  listEvents,
  listSections,
  listSectionsWithBooths,
} from "./queries/public";
import { adminEvent, adminEvents, createEvent, updateEvent } from "./editing";
import { copyEvent } from "./copy";
import {
  MAX_IMAGE_BYTES,
  uploadEventImage,
  uploadEventPicture,
  uploadFloorPlan,
  type UploadedImage,
} from "./images";
import { EVENT_ROUTES, IMAGE_ROUTES, PUBLIC_EVENT_ROUTES } from "./api";
import { adminEventDetailOf, adminEventOf, EVENT_FIELDS, uploadedImageOf } from "./resource";
import { appError } from "../http/envelope";
import { ORGANISERS } from "../http/office-fields";
import { endpoint, type Endpoint } from "../http/endpoint";
import {
  eventPayload,
  marqueePayload,
  sectionPayload,
  sectionWithBoothsPayload,
} from "../http/spec-fields";
import { seatMap } from "../seats/seat-map";
import { SEAT_STATUS_CACHE_CONTROL, seatStatus } from "../seats/public-data";
import { PUBLIC_SEAT_ROUTES } from "../seats/api";

const allEvents = async () => (await listEvents()).map(eventPayload);

/** The public API's reads: events, booth counts, sections with their booths, seat maps. */
export const PUBLIC_EVENT_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...PUBLIC_EVENT_ROUTES.homeEvents,
    summary: "Events for the home page",
    description:
      "events: eventId, eventGuid, eventName, eventDescription, eventLocation, eventDate (ISO), eventDateText, eventAddress, eventDetails, eventImage, eventStatus, eventPrice",
    access: "public",
    csrf: false,
    handle: allEvents,
  }),
  endpoint({
    ...PUBLIC_EVENT_ROUTES.events,
    summary: "All events",
    description: "the same events as /api/v1/homeEvents",
    access: "public",
    csrf: false,
    handle: allEvents,
  }),
  endpoint({
    ...PUBLIC_EVENT_ROUTES.marquee,
    summary: "Booth counts per status",
    description: "[{boothStatus, totalCount}] across open events",
    access: "public",
    csrf: false,
    handle: async () => marqueePayload(await boothMarquee()),
  }),
  endpoint({
    ...PUBLIC_EVENT_ROUTES.sections,
    summary: "An event's sections (numeric event id)",
    description:
      "the event's sections without booths: sectionId, sectionName, position, inclusions, isFood",
    access: "public",
    csrf: false,
    handle: async ({ params }) => {
      const event = await findEventById({ id: params.id });
      if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
      return (await listSections({ eventId: event.id })).map(sectionPayload);
    },
  }),
  endpoint({
    ...PUBLIC_EVENT_ROUTES.sectionsWithBooths,
    summary: "An event's sections with booths (event guid)",
    description:
      "sections with lstBooths: boothId, boothName, boothPrice, boothStatus, lob, sectionName",
    access: "public",
    csrf: false,
    handle: async ({ params }) => {
      const event = await findEventByGuid({ guid: params.id });
      if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
      return (await listSectionsWithBooths({ eventId: event.id })).map(sectionWithBoothsPayload);
    },
  }),
  endpoint({
    ...PUBLIC_EVENT_ROUTES.stageSeats,
    summary: "The stage event's seat map",
    description:
      "the stage event's seat map: {eventId, eventGuid, eventName, seats: [{seatId, seatRow, seatColumn, seatPrice, rowType, seatStatus, seatKind, label}]}; seatStatus AVAILABLE, HELD or SOLD; seatKind STANDARD, WHEELCHAIR (a wheelchair space) or COMPANION (the companion seat beside one)",
    access: "public",
    csrf: false,
    handle: async () => seatMap(),
  }),
  endpoint({
    ...PUBLIC_EVENT_ROUTES.seats,
    summary: "A seated event's seat map",
    description: "a seated event's seat map, as /api/v1/seats",
    access: "public",
    csrf: false,
    handle: async ({ params }) => seatMap(params.eventId),
  }),
  endpoint({
    ...PUBLIC_SEAT_ROUTES.seatStatus,
    summary: "Which seats of a seated event are taken now",
    description:
      '{eventId, sold, held}: the seat ids sold and held by a checkout under way, each as ascending ranges ("12-15,18"; "" for none); every other seat of the map is AVAILABLE (a lapsed hold included). Fresh within a second of a hold, sale or release on every instance, and public for a second in a shared cache (Cache-Control: public, s-maxage=1); NOT_FOUND for an event that is not a public seated event',
    access: "public",
    csrf: false,
    cacheControl: SEAT_STATUS_CACHE_CONTROL,
    handle: async ({ params }) => {
      const status = await seatStatus(params.eventId);
      if (!status) throw appError("NOT_FOUND", "errors.seats.noSeatedEventFound");
      return status;
    },
  }),
];

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
      'eventName, eventDate, eventEndDate (ISO; Toronto time without an offset; left out: the copy lasts as the source did), optionally eventNameAr, eventDateText(+Ar) -> 201 the new event as GET shows it: a DRAFT, not featured, with the source\'s texts, sections, booths (every column; all AVAILABLE, no vendor, hold or order), seating plan (all AVAILABLE), open requirements, add-on catalogue (active add-ons at the same prices), program (every performance as many days later, at the same Toronto time), vendor tag list, damage deposit amounts and its contract as a new version (its version with the new year); opening hours, balanceDueDate, boothSalesEnd and ticketSalesEnd move by as many days as the start did, at the same Toronto time (null stays null); the texts are written for the new dates in both languages (date lines and a time in them of the start or the end, the details\' days and weekdays, the year, the edition\'s number in the Arabic name and the home page titles: "8th"/"الثامن" one on per year, or as the new English name numbers it), and those that cannot be with confidence are kept and listed in copyChecks (cleared field by field as each is saved changed); orders, payments, tickets and holds are not copied and the source is not changed; NOT_FOUND for an unknown event',
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      adminEventDetailOf(await copyEvent(caller.accountId, params.eventId, body)),
  }),
];

/** A file over 5 MB is refused as it streams in, by the same code as one refused once read. */
const multipart = {
  maxBytes: MAX_IMAGE_BYTES,
  tooLarge: () => appError("PAYLOAD_TOO_LARGE", "errors.images.tooLarge"),
};

const UPLOAD =
  "multipart/form-data with `file`: a PNG, JPEG or WebP image (by its bytes; SVG and anything else refused) of at most 5 MB and 4000 x 4000 px -> 201 {eventId, imageId, imageUrl, width, height}; the picture is re-encoded as WebP without metadata and served from imageUrl (/media/..., cached for a year); BAD_REQUEST for a refused file, NOT_FOUND for an unknown event";

/** An upload endpoint: `route` stores the file by `store`, which answers the image. */
function uploadEndpoint({
  route,
  summary,
  description,
  store,
}: {
  route: (typeof IMAGE_ROUTES)[keyof typeof IMAGE_ROUTES];
  summary: string;
  description: string;
  store: (actorId: number, eventId: number, file: File) => Promise<UploadedImage>;
}): Endpoint {
  return endpoint({
    ...route,
    summary,
    description: `${UPLOAD}; ${description}`,
    access: ORGANISERS,
    csrf: true,
    multipart,
    handle: async ({ caller, params, body }) =>
      uploadedImageOf(await store(caller.accountId, params.eventId, body.file)),
  });
}

/** The organiser API's image uploads (event art and floor plans). */
export const IMAGES_ENDPOINTS: readonly Endpoint[] = [
  uploadEndpoint({
    route: IMAGE_ROUTES.eventImage,
    summary: "Upload an event's picture (organisers)",
    description: "the event's eventImage becomes imageUrl",
    store: uploadEventImage,
  }),
  uploadEndpoint({
    route: IMAGE_ROUTES.floorPlan,
    summary: "Upload an event's floor plan (organisers)",
    description:
      "the event page's Show/Hide Floor Plan shows it instead of the plan drawn from the sections",
    store: uploadFloorPlan,
  }),
  uploadEndpoint({
    route: IMAGE_ROUTES.picture,
    summary: "Upload a picture for the event's program (organisers)",
    description:
      "the picture is kept and nothing of the event changes: a performance shows it once its image is set to imageUrl",
    store: uploadEventPicture,
  }),
];
