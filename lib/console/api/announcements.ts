import { z } from "zod";
import type { AnnouncementAudience } from "@/lib/console/queries/announcements";
import type { AnnouncementPreview, AnnouncementSent } from "../announcements";
import { eventIdSchema } from "../../http/public-fields";
import { apiRoute } from "../../http/route-contract";
import { oneOf, requiredName } from "../../http/office-fields";
import { ruleMessage } from "../../i18n/messages";

// An announcement, as the organiser API takes and answers it: one message to an event's vendors
// by e-mail. The request, the answer and its mapper side by side, and the route.

export const ANNOUNCEMENT_AUDIENCES = [
  "ALL",
  "WITH_BALANCE",
] as const satisfies readonly AnnouncementAudience[];

const BODY_MAX = 5000;

/** Plain text over several lines: no control characters but line breaks and tabs. */
const PLAIN_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const BODY_REQUIRED = ruleMessage("validation.field.required", { field: "body" });

export const announcementRequest = z.object({
  subject: requiredName("subject", 200),
  body: z
    .string({ error: BODY_REQUIRED })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, { error: BODY_REQUIRED, abort: true })
        .max(BODY_MAX, {
          error: ruleMessage("validation.field.tooLong", { field: "body", max: BODY_MAX }),
        })
        .regex(PLAIN_LINES, {
          error: ruleMessage("validation.field.plainText", { field: "body" }),
        }),
    ),
  audience: oneOf("audience", ANNOUNCEMENT_AUDIENCES),
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

const count = z.number().int().min(0);

export const announcementPreviewAnswer = z.object({
  recipients: z
    .object({ en: count, ar: count, total: count })
    .meta({ description: "How many vendors would get it, by the language they read" }),
  preview: z
    .array(
      z.object({
        locale: z.enum(["en", "ar"]),
        subject: z.string(),
        html: z.string(),
        text: z.string(),
      }),
    )
    .meta({ description: "The e-mail as it would be sent, once per language someone reads" }),
});

export const announcementPreviewOf = (preview: AnnouncementPreview) =>
  ({
    recipients: preview.recipients,
    preview: preview.emails.map((e) => ({
      locale: e.locale,
      subject: e.subject,
      html: e.html,
      text: e.text,
    })),
  }) satisfies z.input<typeof announcementPreviewAnswer>;

export const ANNOUNCEMENT_ROUTES = {
  preview: apiRoute({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/announcements/preview",
    params: z.object({ eventId: eventIdSchema }),
    body: announcementRequest,
    answer: announcementPreviewAnswer,
  }),
  send: apiRoute({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/announcements",
    params: z.object({ eventId: eventIdSchema }),
    body: announcementRequest,
    answer: announcementAnswer,
    status: "CREATED",
  }),
};
