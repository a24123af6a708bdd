import { z } from "zod";
import { eventIdSchema } from "../http/public-fields";
import { apiRoute } from "../http/route-contract";
import { seatingAnswer, seatingRequest } from "./resource";
import { SEAT_STATUS_PATH } from "./seat-ranges";
import { seatStatusAnswer } from "./seat-status";

// The organiser API's route for a seated event's seat plan (the console's seating editor), and
// the public route the seat pickers poll for which seats are taken.

export const SEATING_ROUTES = {
  setSeating: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/events/{eventId}/seating",
    params: z.object({ eventId: eventIdSchema }),
    body: seatingRequest,
    answer: seatingAnswer,
  }),
};

export const PUBLIC_SEAT_ROUTES = {
  seatStatus: apiRoute({
    method: "GET",
    path: SEAT_STATUS_PATH,
    params: z.object({ eventId: eventIdSchema }),
    answer: seatStatusAnswer,
  }),
};
