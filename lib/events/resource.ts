import { z } from "zod";
import type { EventRow } from "./queries/office";
import { cents, trueOrFalse } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";
import { torontoIso } from "../i18n/toronto-time";
import type { AdminEvent, AdminEventDetail } from "./editing";
import { timeField } from "./event-time";
import type { UploadedImage } from "./images";
import { calendarDay, optionalText, requiredText } from "./text-fields";
import { MAX_TRANSFER_CUTOFF_HOURS } from "../transfers/rules";

// The organiser API's events and their pictures: what is sent (the request schemas and the prose
// about each field) and what comes back (the answer schemas and the mappers from the stored rows,
// tied to them by `satisfies`); the routes are ./api.ts. No server code: the console's forms
// call the routes through `call(route, input)` (lib/http/client.ts). Money is in integer cents.

export const EVENT_STATUSES = [
  "DRAFT",
  "ACTIVE",
  "PAST",
] as const satisfies readonly EventRow["status"][];

/** Event art: the name of a picture file under public/images/events. */
export const IMAGE_FILE_NAME = /[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(svg|png|jpe?g|webp|avif)/;
/** A file under public/images/events, or the address of an uploaded image ("/media/..."). */
const IMAGE_FILE = new RegExp(
  `^(?:${IMAGE_FILE_NAME.source}|\\/media\\/[0-9]{1,10}-[0-9a-f]{8}\\.webp)$`,
);
const IMAGE_MESSAGE = ruleMessage("validation.events.imageInvalid");

const CONTRACT_VERSION = /^[A-Za-z0-9._-]{1,40}$/;

const TRANSFER_CUTOFF_MESSAGE = ruleMessage("validation.field.wholeNumberRange", {
  field: "transferCutoffHours",
  min: 0,
  max: MAX_TRANSFER_CUTOFF_HOURS,
});
const CONTRACT_VERSION_MESSAGE = ruleMessage("validation.events.contractVersionInvalid");

const OPENING_HOURS_MESSAGE = ruleMessage("validation.events.openingHoursInvalid");

/** Each day's opening hours, as the home page lists them for the featured event. */
const openingHoursField = z
  .array(
    z.strictObject(
      { opens: timeField("openingHours[].opens"), closes: timeField("openingHours[].closes") },
      { error: OPENING_HOURS_MESSAGE },
    ),
    { error: OPENING_HOURS_MESSAGE },
  )
  .max(14, { error: OPENING_HOURS_MESSAGE })
  .refine((days) => days.every((d) => d.closes.getTime() > d.opens.getTime()), {
    error: ruleMessage("validation.events.openingHoursOrder"),
  })
  .transform((days) =>
    days.map((d) => ({ opens: d.opens.toISOString(), closes: d.closes.toISOString() })),
  );

/** The fields of an event as the console writes them; required ones are needed on create only. */
const eventShape = {
  eventName: requiredText("eventName", 200),
  eventNameAr: optionalText("eventNameAr", 200).optional(),
  eventDescription: requiredText("eventDescription", 5000, { multiline: true }),
  eventDescriptionAr: optionalText("eventDescriptionAr", 5000, { multiline: true }).optional(),
  eventLocation: requiredText("eventLocation", 200),
  eventLocationAr: optionalText("eventLocationAr", 200).optional(),
  eventDate: timeField("eventDate"),
  eventEndDate: timeField("eventEndDate").optional(),
  eventDateText: requiredText("eventDateText", 200),
  eventDateTextAr: optionalText("eventDateTextAr", 200).optional(),
  eventAddress: requiredText("eventAddress", 300),
  eventDetails: requiredText("eventDetails", 5000, { multiline: true }),
  eventDetailsAr: optionalText("eventDetailsAr", 5000, { multiline: true }).optional(),
  eventImage: z
    .string({ error: IMAGE_MESSAGE })
    .regex(IMAGE_FILE, { error: IMAGE_MESSAGE })
    .optional(),
  eventStatus: z
    .enum(EVENT_STATUSES, { error: ruleMessage("validation.events.statusInvalid") })
    .optional(),
  eventPriceCents: cents("eventPriceCents", 0).optional(),
  hasSeating: trueOrFalse("hasSeating").optional(),
  bookingOpen: trueOrFalse("bookingOpen").optional(),
  balanceDueDate: calendarDay("balanceDueDate").nullable().optional(),
  boothSalesEnd: timeField("boothSalesEnd").nullable().optional(),
  ticketSalesEnd: timeField("ticketSalesEnd").nullable().optional(),
  transferCutoffHours: z
    .number({ error: TRANSFER_CUTOFF_MESSAGE })
    .int({ error: TRANSFER_CUTOFF_MESSAGE })
    .min(0, { error: TRANSFER_CUTOFF_MESSAGE })
    .max(MAX_TRANSFER_CUTOFF_HOURS, { error: TRANSFER_CUTOFF_MESSAGE })
    .optional(),
  featured: trueOrFalse("featured").optional(),
  openingHours: openingHoursField.optional(),
  featuredTitle: optionalText("featuredTitle", 200).optional(),
  featuredTitleAr: optionalText("featuredTitleAr", 200).optional(),
  contractText: requiredText("contractText", 60_000, { multiline: true }).optional(),
  contractTitle: requiredText("contractTitle", 200).optional(),
  contractTitleAr: optionalText("contractTitleAr", 200).optional(),
  contractSummaryAr: optionalText("contractSummaryAr", 20_000, { multiline: true }).optional(),
  contractVersion: z
    .string({ error: CONTRACT_VERSION_MESSAGE })
    .regex(CONTRACT_VERSION, { error: CONTRACT_VERSION_MESSAGE })
    .optional(),
};

/** The fields of POST (and, all optional, PUT), as the API's documentation lists them. */
export const EVENT_FIELDS = `eventName(+Ar), eventDescription(+Ar), eventLocation(+Ar), eventDate and eventEndDate (ISO; Toronto time without an offset), eventDateText(+Ar), eventAddress, eventDetails(+Ar), eventImage (a file under public/images/events), eventStatus (DRAFT, ACTIVE or PAST), eventPriceCents (integer cents, 0 for none), hasSeating, bookingOpen, balanceDueDate (YYYY-MM-DD), boothSalesEnd and ticketSalesEnd (ISO, Toronto time; when the site stops selling its booths, its seats; null: no sales end; on create both default to eventDate), transferCutoffHours (the organiser's cut-off for passing tickets on: hours before the doors open, 0 to ${MAX_TRANSFER_CUTOFF_HOURS}; 0, the default: when they open), openingHours ([{opens, closes}], each day's hours for the home page; ISO), featuredTitle(+Ar) (the home page's title for it; null: eventName), contractText, contractTitle(+Ar), contractSummaryAr, contractVersion`;

/**
 * POST /api/admin/v1/events: unknown fields are refused (a misspelt field is not ignored);
 * `featured` is set by an edit (PUT), which unmarks the event featured before.
 */
export const newEventSchema = z.strictObject(eventShape).omit({ featured: true });
/** PUT /api/admin/v1/events/{eventId}: any of the fields; what is left out stays as it is. */
export const eventChangesSchema = z.strictObject(eventShape).partial();

export type NewEventInput = z.output<typeof newEventSchema>;

/**
 * POST /api/admin/v1/events/{eventId}/copy: the copy's name and dates (as on create), and,
 * optionally, its Arabic name and date lines (left out: the source's, its year made the copy's).
 */
export const copyEventSchema = newEventSchema
  .pick({
    eventName: true,
    eventNameAr: true,
    eventDate: true,
    eventEndDate: true,
    eventDateText: true,
    eventDateTextAr: true,
  })
  .partial({ eventDateText: true });
export type CopyEventInput = z.output<typeof copyEventSchema>;
export type EventChangesInput = z.output<typeof eventChangesSchema>;

/**
 * The texts a copy writes for its new dates (lib/events/copy-text/), by the API's field name:
 * its column, its language and whether it names the edition ("8th", "الثامن"). A text the copy
 * could not write with confidence is marked for the organiser to check (`copyChecks`).
 */
export const COPY_TEXT_FIELDS = {
  eventNameAr: { column: "nameAr", language: "ar", edition: true },
  eventDescription: { column: "description", language: "en", edition: false },
  eventDescriptionAr: { column: "descriptionAr", language: "ar", edition: false },
  eventDateText: { column: "dateText", language: "en", edition: false },
  eventDateTextAr: { column: "dateTextAr", language: "ar", edition: false },
  eventDetails: { column: "details", language: "en", edition: false },
  eventDetailsAr: { column: "detailsAr", language: "ar", edition: false },
  featuredTitle: { column: "featuredTitle", language: "en", edition: true },
  featuredTitleAr: { column: "featuredTitleAr", language: "ar", edition: true },
} as const satisfies Record<
  string,
  { column: keyof EventRow; language: "en" | "ar"; edition: boolean }
>;
export type CopyTextField = keyof typeof COPY_TEXT_FIELDS;
const COPY_TEXT_FIELD_NAMES = Object.keys(COPY_TEXT_FIELDS) as [CopyTextField, ...CopyTextField[]];

// --- answers ---

const isoTime = z.iso.datetime({ offset: true });

export const adminEventAnswer = z.object({
  eventId: z.number().int(),
  eventGuid: z.uuid(),
  eventName: z.string(),
  eventNameAr: z.string().nullable(),
  eventDescription: z.string(),
  eventDescriptionAr: z.string().nullable(),
  eventLocation: z.string(),
  eventLocationAr: z.string().nullable(),
  eventDate: isoTime,
  eventEndDate: isoTime,
  eventDateText: z.string(),
  eventDateTextAr: z.string().nullable(),
  eventAddress: z.string(),
  eventDetails: z.string(),
  eventDetailsAr: z.string().nullable(),
  eventImage: z.string(),
  eventStatus: z.enum(EVENT_STATUSES),
  eventPriceCents: z.number().int().meta({ description: "The event's price in integer cents" }),
  hasSeating: z.boolean(),
  bookingOpen: z.boolean(),
  balanceDueDate: z.iso.date().nullable(),
  boothSalesEnd: isoTime
    .nullable()
    .meta({ description: "When booth sales end (null: no sales end)" }),
  ticketSalesEnd: isoTime
    .nullable()
    .meta({ description: "When ticket sales end (null: no sales end)" }),
  transferCutoffHours: z.number().int().meta({
    description:
      "The organiser's cut-off for passing tickets on: hours before the doors open (0: when they open)",
  }),
  featured: z.boolean().meta({ description: "The home page's festival (one event at a time)" }),
  featuredTitle: z
    .string()
    .nullable()
    .meta({ description: "The title the home page gives it (null: eventName)" }),
  featuredTitleAr: z.string().nullable(),
  openingHours: z
    .array(z.object({ opens: isoTime, closes: isoTime }))
    .meta({ description: "Each day's opening hours, as the home page lists them" }),
  sectionCount: z.number().int(),
  boothCount: z.number().int(),
  contractVersion: z.string().nullable(),
  createdAt: isoTime,
  warnings: z.array(
    z.object({ code: z.enum(["BOOKING_OPEN_WITHOUT_CONTRACT"]), message: z.string() }),
  ),
  copyChecks: z
    .object({ fromYear: z.number().int(), fields: z.array(z.enum(COPY_TEXT_FIELD_NAMES)) })
    .nullable()
    .meta({
      description:
        "A copy's texts its copy could not write for the new dates (check them: copied from fromYear), until each is saved changed; null: none",
    }),
});

export const adminEventDetailAnswer = adminEventAnswer.extend({
  contract: z
    .object({
      contractId: z.number().int(),
      contractVersion: z.string(),
      contractTitle: z.string(),
      contractTitleAr: z.string().nullable(),
      contractSummaryAr: z.string().nullable(),
      contractText: z.string(),
    })
    .nullable(),
  contractVersions: z.array(
    z.object({
      contractId: z.number().int(),
      contractVersion: z.string(),
      contractTitle: z.string(),
      createdAt: isoTime,
    }),
  ),
});

/** An event as the console reads it (GET, PUT and POST answer it so). */
export type AdminEventJson = z.output<typeof adminEventDetailAnswer>;

/** An event as the organiser console lists it: every field, in both languages, with counts. */
export const adminEventOf = (e: AdminEvent) =>
  ({
    eventId: e.id,
    eventGuid: e.guid,
    eventName: e.name,
    eventNameAr: e.nameAr,
    eventDescription: e.description,
    eventDescriptionAr: e.descriptionAr,
    eventLocation: e.location,
    eventLocationAr: e.locationAr,
    eventDate: torontoIso(e.startsAt),
    eventEndDate: torontoIso(e.endsAt),
    eventDateText: e.dateText,
    eventDateTextAr: e.dateTextAr,
    eventAddress: e.address,
    eventDetails: e.details,
    eventDetailsAr: e.detailsAr,
    eventImage: e.image,
    eventStatus: e.status,
    eventPriceCents: e.priceCents,
    hasSeating: e.hasSeating,
    bookingOpen: e.bookingOpen,
    balanceDueDate: e.balanceDueDate,
    boothSalesEnd: e.boothSalesEnd && torontoIso(e.boothSalesEnd),
    ticketSalesEnd: e.ticketSalesEnd && torontoIso(e.ticketSalesEnd),
    transferCutoffHours: e.transferCutoffHours,
    featured: e.featured,
    featuredTitle: e.featuredTitle,
    featuredTitleAr: e.featuredTitleAr,
    openingHours: e.openingHours.map((day) => ({
      opens: torontoIso(new Date(day.opens)),
      closes: torontoIso(new Date(day.closes)),
    })),
    sectionCount: e.sectionCount,
    boothCount: e.boothCount,
    contractVersion: e.contractVersion,
    createdAt: torontoIso(e.createdAt),
    warnings: e.warnings,
    copyChecks: e.copyChecks && {
      fromYear: e.copyChecks.fromYear,
      fields: e.copyChecks.fields.filter((f): f is CopyTextField => f in COPY_TEXT_FIELDS),
    },
  }) satisfies z.input<typeof adminEventAnswer>;

/** One event with its current contract (the text included) and every version of it. */
export const adminEventDetailOf = (e: AdminEventDetail) =>
  ({
    ...adminEventOf(e),
    contract: e.contract
      ? {
          contractId: e.contract.id,
          contractVersion: e.contract.version,
          contractTitle: e.contract.title,
          contractTitleAr: e.contract.titleAr,
          contractSummaryAr: e.contract.summaryAr,
          contractText: e.contract.body,
        }
      : null,
    contractVersions: e.contractVersions.map((v) => ({
      contractId: v.id,
      contractVersion: v.version,
      contractTitle: v.title,
      createdAt: torontoIso(v.createdAt),
    })),
  }) satisfies z.input<typeof adminEventDetailAnswer>;

// --- uploads: an event's picture and floor plan ---

export const imageUploadAnswer = z.object({
  eventId: z.number().int(),
  imageId: z.number().int(),
  /** The picture's address on this site: /media/{imageId}-{hash}.webp, cached for a year. */
  imageUrl: z.string().regex(/^\/media\/\d+-[0-9a-f]{8}\.webp$/),
  width: z.number().int(),
  height: z.number().int(),
});

export const uploadedImageOf = ({ eventId, imageId, url, width, height }: UploadedImage) =>
  ({ eventId, imageId, imageUrl: url, width, height }) satisfies z.input<typeof imageUploadAnswer>;
