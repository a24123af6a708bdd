import { z } from "zod";
import { ruleMessage } from "../i18n/messages";
import { apiRoute } from "../http/route-contract";
import {
  adminEventAnswer,
  adminEventDetailAnswer,
  copyEventSchema,
  eventChangesSchema,
  imageUploadAnswer,
  newEventSchema,
} from "./resource";
import { eventIdSchema, guidSchema } from "../http/public-fields";
import {
  eventAnswer,
  marqueeAnswer,
  seatMapAnswer,
  sectionAnswer,
  sectionWithBoothsAnswer,
} from "../http/spec-fields";

// The events' routes: the public API's reads of events, their sections and booths and seat maps,
// in the spec's names (lib/http/spec-fields.ts); the organiser API's events and their uploads,
// with their requests and answers in ./resource.ts.

export const PUBLIC_EVENT_ROUTES = {
  homeEvents: apiRoute({ method: "GET", path: "/api/v1/homeEvents", answer: z.array(eventAnswer) }),
  events: apiRoute({ method: "GET", path: "/api/v1/events", answer: z.array(eventAnswer) }),
  marquee: apiRoute({ method: "GET", path: "/api/v1/boothsMarquee", answer: marqueeAnswer }),
  sections: apiRoute({
    method: "GET",
    path: "/api/v1/sections/{id}",
    params: z.object({ id: eventIdSchema }),
    answer: z.array(sectionAnswer),
  }),
  sectionsWithBooths: apiRoute({
    method: "GET",
    path: "/api/v1/sections/booths/{id}",
    params: z.object({ id: guidSchema }),
    answer: z.array(sectionWithBoothsAnswer),
  }),
  stageSeats: apiRoute({ method: "GET", path: "/api/v1/seats", answer: seatMapAnswer }),
  seats: apiRoute({
    method: "GET",
    path: "/api/v1/seats/{eventId}",
    params: z.object({ eventId: eventIdSchema }),
    answer: seatMapAnswer,
  }),
};

// --- the organiser API's events ---

const eventParams = z.object({ eventId: eventIdSchema });

export const EVENT_ROUTES = {
  list: apiRoute({
    method: "GET",
    path: "/api/admin/v1/events",
    answer: z.array(adminEventAnswer),
  }),
  create: apiRoute({
    method: "POST",
    path: "/api/admin/v1/events",
    body: newEventSchema,
    answer: adminEventDetailAnswer,
    status: "CREATED",
  }),
  read: apiRoute({
    method: "GET",
    path: "/api/admin/v1/events/{eventId}",
    params: eventParams,
    answer: adminEventDetailAnswer,
  }),
  update: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/events/{eventId}",
    params: eventParams,
    body: eventChangesSchema,
    answer: adminEventDetailAnswer,
  }),
  copy: apiRoute({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/copy",
    params: eventParams,
    body: copyEventSchema,
    answer: adminEventDetailAnswer,
    status: "CREATED",
  }),
};

// --- uploads: an event's picture and floor plan ---

const FILE_REQUIRED = ruleMessage("validation.events.imageFileRequired");

/** The multipart/form-data body of an upload: one field, `file`. */
const uploadBody = z.object({
  file: z.instanceof(File, { error: FILE_REQUIRED }).meta({
    type: "string",
    contentMediaType: "application/octet-stream",
    description:
      "The image: PNG, JPEG or WebP by its bytes (SVG refused), at most 5 MB and 4000 x 4000 px; stored re-encoded as WebP without metadata.",
  }),
});

const upload = <const P extends string>(path: P) =>
  apiRoute({
    method: "POST",
    path,
    params: eventParams,
    body: uploadBody,
    answer: imageUploadAnswer,
    status: "CREATED",
  });

export const IMAGE_ROUTES = {
  eventImage: upload("/api/admin/v1/events/{eventId}/image"),
  floorPlan: upload("/api/admin/v1/events/{eventId}/floor-plan"),
  picture: upload("/api/admin/v1/events/{eventId}/pictures"),
};
