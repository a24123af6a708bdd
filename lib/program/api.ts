import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import { eventIdSchema, guidSchema } from "../http/public-fields";
import {
  performanceAnswer,
  performanceIdSchema,
  performanceRequest,
  programAnswer,
} from "./resource";

// The program's routes: the public program by the event's guid, and the console's performances
// by the event's id and their own. Client-safe: pages call them through the typed client.

const eventParams = z.object({ eventId: eventIdSchema });
const performanceParams = z.object({ performanceId: performanceIdSchema });

export const PROGRAM_ROUTES = {
  publicProgram: apiRoute({
    method: "GET",
    path: "/api/v1/events/{eventGuid}/program",
    params: z.object({ eventGuid: guidSchema }),
    answer: programAnswer,
  }),
  list: apiRoute({
    method: "GET",
    path: "/api/admin/v1/events/{eventId}/performances",
    params: eventParams,
    answer: programAnswer,
  }),
  create: apiRoute({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/performances",
    params: eventParams,
    body: performanceRequest,
    answer: performanceAnswer,
    status: "CREATED",
  }),
  get: apiRoute({
    method: "GET",
    path: "/api/admin/v1/performances/{performanceId}",
    params: performanceParams,
    answer: performanceAnswer,
  }),
  update: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/performances/{performanceId}",
    params: performanceParams,
    body: performanceRequest,
    answer: performanceAnswer,
  }),
  remove: apiRoute({
    method: "DELETE",
    path: "/api/admin/v1/performances/{performanceId}",
    params: performanceParams,
    answer: z.object({ performanceId: z.number().int() }),
  }),
};
