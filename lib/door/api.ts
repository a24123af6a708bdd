import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import { eventIdSchema, idField } from "../http/public-fields";
import { ruleMessage } from "../i18n/messages";
import { DOOR_REENTRY } from "./decide";
import {
  doorCountsAnswer,
  doorEventsAnswer,
  scansAnswer,
  scansBody,
  snapshotAnswer,
} from "./resource";

// The door app's routes (staff and organisers): the events it may admit, an event's snapshot
// and the batch of scans a device sends; and the console's live counts and re-entry rule.
// Client-safe: the device calls them through the typed client.

export const snapshotQuery = z.object({
  /** The `cursor` of an earlier snapshot: only what changed since then is answered. */
  since: z.string().max(500).optional(),
});

export const doorEventParams = z.object({ eventId: eventIdSchema });

export const DOOR_ROUTES = {
  events: apiRoute({
    method: "GET",
    path: "/api/door/v1/events",
    answer: doorEventsAnswer,
  }),
  snapshot: apiRoute({
    method: "GET",
    path: "/api/door/v1/events/{eventId}/snapshot",
    params: doorEventParams,
    query: snapshotQuery,
    answer: snapshotAnswer,
  }),
  scans: apiRoute({
    method: "POST",
    path: "/api/door/v1/scans",
    body: scansBody,
    answer: scansAnswer,
  }),
};

// The console: live counts at the door, and the event's re-entry rule.

export const reentryBody = z.object({
  reentry: z.enum(DOOR_REENTRY, { error: ruleMessage("validation.reentryInvalid") }),
});

export const DOOR_OFFICE_ROUTES = {
  counts: apiRoute({
    method: "GET",
    path: "/api/admin/v1/events/{eventId}/door",
    params: z.object({ eventId: idField(ruleMessage("validation.eventIdInvalid")) }),
    answer: doorCountsAnswer,
  }),
  reentry: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/events/{eventId}/reentry",
    params: z.object({ eventId: idField(ruleMessage("validation.eventIdInvalid")) }),
    body: reentryBody,
    answer: z.object({ eventId: z.number().int(), reentry: z.enum(DOOR_REENTRY) }),
  }),
};
