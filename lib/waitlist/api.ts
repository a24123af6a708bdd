import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import { eventIdSchema } from "../http/public-fields";
import {
  entryAnswer,
  entryIdSchema,
  joinRequest,
  leftAnswer,
  lineAnswer,
  moveRequest,
  offerWindowRequest,
  visitorWaitlistAnswer,
} from "./resource";

// The waitlist's routes: a visitor joins a show's line, reads their entries and leaves; the
// organisers read a show's line, move an entry, close or reopen the list and set how long an
// offer lasts. Client-safe: pages call them through the typed client.

const eventParams = z.object({ eventId: eventIdSchema });
const entryParams = z.object({ entryId: entryIdSchema });

export const WAITLIST_ROUTES = {
  join: apiRoute({
    method: "POST",
    path: "/api/v1/events/{eventId}/waitlist",
    params: eventParams,
    body: joinRequest,
    answer: entryAnswer,
    status: "CREATED",
  }),
  mine: apiRoute({
    method: "GET",
    path: "/api/visitor/v1/waitlist",
    answer: visitorWaitlistAnswer,
  }),
  leave: apiRoute({
    method: "DELETE",
    path: "/api/visitor/v1/waitlist/{entryId}",
    params: entryParams,
    answer: leftAnswer,
  }),
  line: apiRoute({
    method: "GET",
    path: "/api/admin/v1/events/{eventId}/waitlist",
    params: eventParams,
    answer: lineAnswer,
  }),
  move: apiRoute({
    method: "POST",
    path: "/api/admin/v1/waitlist/{entryId}/move",
    params: entryParams,
    body: moveRequest,
    answer: lineAnswer,
  }),
  close: apiRoute({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/waitlist/close",
    params: eventParams,
    answer: lineAnswer,
  }),
  reopen: apiRoute({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/waitlist/open",
    params: eventParams,
    answer: lineAnswer,
  }),
  settings: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/events/{eventId}/waitlist/settings",
    params: eventParams,
    body: offerWindowRequest,
    answer: lineAnswer,
  }),
};
