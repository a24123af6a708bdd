import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import { eventIdSchema, guidSchema } from "../http/public-fields";
import {
  eventAnswer,
  marqueeAnswer,
  seatMapAnswer,
  sectionAnswer,
  sectionWithBoothsAnswer,
} from "../http/spec-fields";

// The public API's reads of events, their sections and booths and seat maps, in the spec's names
// (lib/http/spec-fields.ts).

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
