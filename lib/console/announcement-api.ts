import { z } from "zod";
import type { AnnouncementAudience } from "@/db/queries/announcements";
import type { AnnouncementSent } from "./announcements";
import { eventIdSchema } from "../http/public-fields";
import { apiRoute } from "../http/route-contract";
import { requiredName } from "../http/office-fields";

// An announcement, as the organiser API takes and answers it: one message to an event's vendors
// by e-mail. The request, the answer and its mapper side by side, and the route.

export const ANNOUNCEMENT_AUDIENCES = [
  "ALL",
  "WITH_BALANCE",
] as const satisfies readonly AnnouncementAudience[];

const BODY_MAX = 5000;

/** Plain text over several lines: no control characters but line breaks and tabs. */
const PLAIN_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export const announcementRequest = z.object({
  subject: requiredName("subject", 200),
  body: z
    .string({ error: "body is required." })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, { error: "body is required.", abort: true })
        .max(BODY_MAX, { error: `body is at most ${BODY_MAX} characters.` })
        .regex(PLAIN_LINES, { error: "body must be plain text." }),
    ),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, {
    error: `audience must be one of ${ANNOUNCEMENT_AUDIENCES.join(", ")}.`,
  }),
});

export const announcementAnswer = z.object({
  announcementId: z.number().int(),
  eventId: z.number().int(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  recipients: z.number().int().meta({ description: "How many vendors it was sent to" }),
});

export const announcementOf = (sent: AnnouncementSent) =>
  ({
    announcementId: sent.announcementId,
    eventId: sent.eventId,
    audience: sent.audience,
    recipients: sent.recipients,
  }) satisfies z.input<typeof announcementAnswer>;

export const ANNOUNCEMENT_ROUTES = {
  send: apiRoute({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/announcements",
    params: z.object({ eventId: eventIdSchema }),
    body: announcementRequest,
    answer: announcementAnswer,
    status: "CREATED",
  }),
};
