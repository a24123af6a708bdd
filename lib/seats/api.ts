import { z } from "zod";
import { eventIdSchema } from "../http/public-fields";
import { apiRoute } from "../http/route-contract";
import { seatingAnswer, seatingRequest } from "./resource";

// The organiser API's route for a seated event's seat plan (the console's seating editor).

export const SEATING_ROUTES = {
  setSeating: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/events/{eventId}/seating",
    params: z.object({ eventId: eventIdSchema }),
    body: seatingRequest,
    answer: seatingAnswer,
  }),
};
