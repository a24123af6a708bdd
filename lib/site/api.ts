import { z } from "zod";
import type { SiteSettingsRow } from "./queries";
import { torontoIso } from "../i18n/toronto-time";
import { apiRoute } from "../http/route-contract";
import { ruleMessage } from "../i18n/messages";
import { thousands } from "../i18n/money";

// The site's facts as the organiser API sends and answers them (the console's site settings):
// the request, the answer and the mapper from the stored row, side by side, and the routes.

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const FOUNDED_MESSAGE = ruleMessage("validation.settings.foundedOnInvalid");

const count = (field: string, max: number) => {
  const message = ruleMessage("validation.field.wholeNumberRange", {
    field,
    min: 0,
    // not toLocaleString: this module is also the settings form's, in the browser, where the
    // first use of Intl's number formatting loads its locale data as the page starts
    max: thousands(String(max)),
  });
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: message });
};

const HST_MESSAGE = ruleMessage("validation.settings.hstNumberInvalid");
/** A business number (9 digits) and its HST program account (RT and 4 digits). */
const HST_NUMBER = /^\d{9} ?RT ?\d{4}$/;

/** An optional line the invoices print: left out keeps what is stored, null clears it. */
const invoiceText = (field: string, max: number) => {
  const message = ruleMessage("validation.field.textUpTo", { field, max });
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: ruleMessage("validation.field.notEmptyOrNull", { field }) })
    .max(max, { error: message })
    .nullable()
    .optional();
};

/**
 * What PUT sends: every fact, unknown fields refused; and the foundation's particulars the
 * invoices and credit notes print (left out: kept as stored; null: cleared).
 */
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
  legalName: invoiceText("legalName", 200),
  postalAddress: invoiceText("postalAddress", 500),
  hstNumber: z
    .string({ error: HST_MESSAGE })
    .trim()
    .toUpperCase()
    .regex(HST_NUMBER, { error: HST_MESSAGE })
    .nullable()
    .optional(),
});
export type SiteSettingsInput = z.output<typeof siteSettingsRequest>;

/** The facts as GET and PUT answer them. */
export const siteSettingsAnswer = z.object({
  foundedOn: z.iso.date(),
  summerAttendees: z.number().int(),
  winterAttendees: z.number().int(),
  summerFestivals: z.number().int(),
  winterFestivals: z.number().int(),
  /** The foundation's legal name, postal address and HST number, as invoices print them. */
  legalName: z.string().nullable(),
  postalAddress: z.string().nullable(),
  hstNumber: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});

export const siteSettingsOf = (s: SiteSettingsRow) =>
  ({
    foundedOn: s.foundedOn,
    summerAttendees: s.summerAttendees,
    winterAttendees: s.winterAttendees,
    summerFestivals: s.summerFestivals,
    winterFestivals: s.winterFestivals,
    legalName: s.legalName,
    postalAddress: s.postalAddress,
    hstNumber: s.hstNumber,
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
