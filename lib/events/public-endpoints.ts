import "server-only";
import {
  boothMarquee,
  findEventByGuid,
  findEventById,
  listEvents,
  listSections,
  listSectionsWithBooths,
} from "@/db/queries/events";
import { PUBLIC_EVENT_ROUTES } from "./public-api";
import { appError } from "../http/envelope";
import { endpoint, type Endpoint } from "../http/endpoint";
import {
  eventPayload,
  marqueePayload,
  sectionPayload,
  sectionWithBoothsPayload,
} from "../http/spec-fields";
import { seatMap } from "../seats/seat-map";

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
      "the stage event's seat map: {eventId, eventGuid, eventName, seats: [{seatId, seatRow, seatColumn, seatPrice, rowType, seatStatus, label}]}; seatStatus AVAILABLE, HELD or SOLD",
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
];
