import { z } from "zod";
import type { SiteSettingsRow } from "@/db/queries/site";
import { torontoIso } from "../i18n/toronto-time";
import { apiRoute } from "../http/route-contract";
import { ruleMessage } from "../i18n/messages";
import { emailAddress, requiredText } from "../http/public-fields";

// The site's facts as the organiser API sends and answers them (the console's site settings):
// the request, the answer and the mapper from the stored row, side by side, and the routes.

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const FOUNDED_MESSAGE = "foundedOn must be a date, YYYY-MM-DD, from 1900 to today.";

const count = (field: string, max: number) => {
  const message = `${field} must be a whole number from 0 to ${max.toLocaleString("en-CA")}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: message });
};

/** What PUT sends: every fact, unknown fields refused. */
export const siteSettingsRequest = z.strictObject({
  foundedOn: z
    .string({ error: FOUNDED_MESSAGE })
    .regex(CALENDAR_DAY, { error: FOUNDED_MESSAGE })
    .refine(
      (text) => {
        const [y, m, d] = text.split("-").map(Number) as [number, number, number];
        const day = new Date(Date.UTC(y, m - 1, d));
        return (
          y >= 1900 &&
          day.getUTCMonth() === m - 1 &&
          day.getUTCDate() === d &&
          day.getTime() <= Date.now()
        );
      },
      { error: FOUNDED_MESSAGE },
    ),
  summerAttendees: count("summerAttendees", 10_000_000),
  winterAttendees: count("winterAttendees", 10_000_000),
  summerFestivals: count("summerFestivals", 1000),
  winterFestivals: count("winterFestivals", 1000),
});
export type SiteSettingsInput = z.output<typeof siteSettingsRequest>;

/** The facts as GET and PUT answer them. */
export const siteSettingsAnswer = z.object({
  foundedOn: z.iso.date(),
  summerAttendees: z.number().int(),
  winterAttendees: z.number().int(),
  summerFestivals: z.number().int(),
  winterFestivals: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
});

export const siteSettingsOf = (s: SiteSettingsRow) =>
  ({
    foundedOn: s.foundedOn,
    summerAttendees: s.summerAttendees,
    winterAttendees: s.winterAttendees,
    summerFestivals: s.summerFestivals,
    winterFestivals: s.winterFestivals,
    updatedAt: torontoIso(s.updatedAt),
  }) satisfies z.input<typeof siteSettingsAnswer>;

export const SITE_ROUTES = {
  settings: apiRoute({
    method: "GET",
    path: "/api/admin/v1/settings",
    answer: siteSettingsAnswer,
  }),
  saveSettings: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/settings",
    body: siteSettingsRequest,
    answer: siteSettingsAnswer,
  }),
};

// --- contact and newsletter (the public site's forms; POST /api/v1/contact, /api/v1/newsletter) ---

export const contactSchema = z.object({
  name: requiredText(ruleMessage("validation.nameRequired"), 100),
  email: emailAddress(),
  subject: requiredText(ruleMessage("validation.subjectRequired"), 150),
  message: requiredText(ruleMessage("validation.messageRequired"), 5000),
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({ email: emailAddress() });
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** A thank-you (its catalogue code is the envelope's `code`). */
const thanksAnswer = z.object({ message: z.string() });

export const CONTACT_ROUTES = {
  contact: apiRoute({
    method: "POST",
    path: "/api/v1/contact",
    body: contactSchema,
    answer: thanksAnswer,
    status: "CREATED",
  }),
  newsletter: apiRoute({
    method: "POST",
    path: "/api/v1/newsletter",
    body: newsletterSchema,
    answer: thanksAnswer,
    status: "CREATED",
  }),
};
