import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import { eventIdSchema, guidSchema } from "../http/public-fields";
import { planAnswer, planEditorAnswer, planSaveRequest } from "./resource";

// The plan's routes: the public plan by the event's guid, and the console's editor by its id.
// Client-safe: pages call them through the typed client.

const eventParams = z.object({ eventId: eventIdSchema });

export const PLAN_ROUTES = {
  publicPlan: apiRoute({
    method: "GET",
    path: "/api/v1/events/{eventGuid}/plan",
    params: z.object({ eventGuid: guidSchema }),
    answer: planAnswer,
  }),
  editor: apiRoute({
    method: "GET",
    path: "/api/admin/v1/events/{eventId}/plan",
    params: eventParams,
    answer: planEditorAnswer,
  }),
  save: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/events/{eventId}/plan",
    params: eventParams,
    body: planSaveRequest,
    answer: planAnswer,
  }),
};
