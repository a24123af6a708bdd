import "server-only";
import { previewAnnouncement, sendAnnouncement } from "./announcements";
import { ANNOUNCEMENT_ROUTES, announcementOf, announcementPreviewOf } from "./announcement-api";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

/** The organiser API's announcements: one message to an event's vendors by e-mail. */
export const ANNOUNCEMENTS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...ANNOUNCEMENT_ROUTES.preview,
    summary: "Preview an announcement before sending it (organisers)",
    description:
      "the same body as sending it -> 200 {recipients: {en, ar, total}, preview: [{locale, subject, html, text}]}: how many vendors would get it by the language they read, and the e-mail as it would be sent in each of those languages (greeting the first of them); nothing is sent or recorded; NOT_FOUND for an unknown event; CONFLICT when no vendor is in the audience",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ params, body }) =>
      reply(announcementPreviewOf(await previewAnnouncement(params.eventId, body))),
  }),
  endpoint({
    ...ANNOUNCEMENT_ROUTES.send,
    summary: "E-mail an announcement to an event's vendors (organisers)",
    description:
      "{subject (one line, up to 200 characters), body (plain text, up to 5000; a blank line starts a paragraph), audience: ALL (every vendor with a paid or partly paid order of the event) | WITH_BALANCE (those who still owe a balance)} -> 201 {announcementId, eventId, audience, recipients}; one e-mail per vendor, in the vendor's language around the organiser's words, disabled accounts left out; NOT_FOUND for an unknown event; CONFLICT when no vendor is in the audience (nothing is sent)",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(announcementOf(await sendAnnouncement(caller.accountId, params.eventId, body)), {
        status: "CREATED",
      }),
  }),
];
