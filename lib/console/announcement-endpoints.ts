import "server-only";
import { z } from "zod";
import { ANNOUNCEMENT_AUDIENCES } from "@/db/queries/announcements";
import { sendAnnouncement } from "./announcements";
import { eventIdSchema } from "../validation";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS, requiredName } from "../http/office-fields";

const BODY_MAX = 5000;

/** Plain text over several lines: no control characters but line breaks and tabs. */
const PLAIN_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const announcementBody = z.object({
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

const announcementAnswer = z.object({
  announcementId: z.number().int(),
  eventId: z.number().int(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  recipients: z.number().int().meta({ description: "How many vendors it was sent to" }),
});

/** The organiser API's announcements: one message to an event's vendors by e-mail. */
export const ANNOUNCEMENTS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/announcements",
    summary: "E-mail an announcement to an event's vendors (organisers)",
    description:
      "{subject (one line, up to 200 characters), body (plain text, up to 5000; a blank line starts a paragraph), audience: ALL (every vendor with a paid or partly paid order of the event) | WITH_BALANCE (those who still owe a balance)} -> 201 {announcementId, eventId, audience, recipients}; one e-mail per vendor, in the vendor's language around the organiser's words, disabled accounts left out; NOT_FOUND for an unknown event; CONFLICT when no vendor is in the audience (nothing is sent)",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ eventId: eventIdSchema }),
    body: announcementBody,
    answer: announcementAnswer,
    status: "CREATED",
    handle: async ({ caller, params, body }) =>
      reply(await sendAnnouncement(caller.accountId, params.eventId, body), { status: "CREATED" }),
  }),
];
