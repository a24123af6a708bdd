import "server-only";
import { sendAnnouncement } from "./announcements";
import { ANNOUNCEMENT_ROUTES, announcementOf } from "./announcement-api";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

/** The organiser API's announcements: one message to an event's vendors by e-mail. */
export const ANNOUNCEMENTS_ENDPOINTS: readonly Endpoint[] = [
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
