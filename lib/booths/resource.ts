import { z } from "zod";
import type { AdminBooth, BoothFields, SectionRow } from "./queries/office";
import type { BoothStatus } from "@/db/queries/model";
import { cents, optionalText, PLAIN, requiredName, trueOrFalse } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";

// The organiser API's booth sections and booths (the console's booth editor): what is sent, what
// is answered and the mappers from the stored rows, side by side (the routes are api.ts). Amounts
// are integer cents (`...Cents`), as stored.

/** At most this many booths are created by one request (a range F-01..F-500). */
export const MAX_BOOTHS_PER_REQUEST = 500;
/** The longest booth name (the seed's are like "T-01"). */
export const BOOTH_NAME_MAX = 40;
/** The longest range prefix ("F-"). */
export const BOOTH_PREFIX_MAX = 20;
/** The highest number of a range. */
export const BOOTH_NUMBER_MAX = 99_999;
export const SECTION_NAME_MAX = 100;
export const INCLUSIONS_MAX = 2000;

const BOOTH_STATUSES = [
  "AVAILABLE",
  "HELD",
  "BOOKED",
  "RESERVED",
] as const satisfies readonly BoothStatus[];

const NOTHING_TO_CHANGE = ruleMessage("validation.request.nothingToChange");
const someField = (body: Record<string, unknown>) =>
  Object.values(body).some((v) => v !== undefined);
/** The request's fields, for an endpoint's description: "a, b, c". */
export const fieldList = (schema: { shape: Record<string, unknown> }) =>
  Object.keys(schema.shape).join(", ");

// --- Sections ---

const inclusions = z
  .string({ error: ruleMessage("validation.field.text", { field: "inclusions" }) })
  .trim()
  .max(INCLUSIONS_MAX, {
    error: ruleMessage("validation.field.tooLong", { field: "inclusions", max: INCLUSIONS_MAX }),
  });

const POSITION = ruleMessage("validation.booths.positionInvalid");
const position = z
  .number({ error: POSITION })
  .int({ error: POSITION })
  .min(0, { error: POSITION })
  .max(999, { error: ruleMessage("validation.field.atMost", { field: "position", max: 999 }) });

const sectionFields = z.object({
  sectionName: requiredName("sectionName", SECTION_NAME_MAX),
  sectionNameAr: optionalText("sectionNameAr", SECTION_NAME_MAX),
  position: position.optional(),
  inclusions: inclusions.optional(),
  inclusionsAr: optionalText("inclusionsAr", INCLUSIONS_MAX),
  isFood: trueOrFalse("isFood").optional(),
});

/** A section's fields as the domain takes them (the stored row's names). */
const sectionValues = (s: Partial<z.output<typeof sectionFields>>) => ({
  name: s.sectionName,
  nameAr: s.sectionNameAr,
  position: s.position,
  inclusions: s.inclusions,
  inclusionsAr: s.inclusionsAr,
  isFood: s.isFood,
});

/** POST: a new section; the tab goes after the last unless `position` says where. */
export const sectionCreateRequest = sectionFields.transform((s) => ({
  ...sectionValues(s),
  name: s.sectionName,
  nameAr: s.sectionNameAr ?? null,
  inclusions: s.inclusions ?? "",
  inclusionsAr: s.inclusionsAr ?? null,
  isFood: s.isFood ?? false,
}));
export type SectionInput = z.output<typeof sectionCreateRequest>;

/** PUT: any of the section's fields. */
export const sectionUpdateRequest = sectionFields
  .partial()
  .refine(someField, { error: NOTHING_TO_CHANGE })
  .transform(sectionValues);
export type SectionChange = z.output<typeof sectionUpdateRequest>;

export const sectionAnswer = z.object({
  sectionId: z.number().int(),
  eventId: z.number().int(),
  sectionName: z.string(),
  sectionNameAr: z.string().nullable(),
  position: z.number().int(),
  inclusions: z.string(),
  inclusionsAr: z.string().nullable(),
  isFood: z.boolean(),
});

export const sectionOf = (s: SectionRow) =>
  ({
    sectionId: s.id,
    eventId: s.eventId,
    sectionName: s.name,
    sectionNameAr: s.nameAr,
    position: s.position,
    inclusions: s.inclusions,
    inclusionsAr: s.inclusionsAr,
    isFood: s.isFood,
  }) satisfies z.input<typeof sectionAnswer>;

// --- Booths ---

/** A booth price in cents, or null: to be announced (the booth cannot be booked meanwhile). */
const boothPriceCents = cents("boothPriceCents").nullable();

/**
 * What the organiser sets on a booth besides its name and status, as the API names it: sent
 * when booths are created and when one is changed. A new field of the booth goes here, in
 * `boothFieldsOf` and in `boothOf`.
 */
const boothFields = z.object({
  boothPriceCents,
});

/** The booth fields sent, as the stored row names them (undefined: not sent). */
const boothFieldsOf = (b: Partial<z.output<typeof boothFields>>) =>
  ({ priceCents: b.boothPriceCents }) satisfies Record<keyof BoothFields, unknown>;

const boothName = requiredName("boothName", BOOTH_NAME_MAX);

const rangeNumber = (field: string) => {
  const whole = ruleMessage("validation.field.wholeNumber", { field });
  return z
    .number({ error: whole })
    .int({ error: whole })
    .min(0, { error: ruleMessage("validation.field.notNegative", { field }) })
    .max(BOOTH_NUMBER_MAX, {
      error: ruleMessage("validation.field.atMost", { field, max: BOOTH_NUMBER_MAX }),
    });
};

const ONE_OR_RANGE = ruleMessage("validation.booths.oneOrRange");
const RANGE_NEEDS_ENDS = ruleMessage("validation.booths.rangeNeedsEnds");
const RANGE_BACKWARDS = ruleMessage("validation.booths.rangeBackwards");
const TOO_MANY_BOOTHS = ruleMessage("validation.booths.tooManyBooths", {
  max: MAX_BOOTHS_PER_REQUEST,
});
const NAME_TOO_LONG = ruleMessage("validation.booths.nameTooLong", { max: BOOTH_NAME_MAX });

/** POST: {boothName, ...fields} for one booth, or {prefix, from, to, ...fields} for a range. */
export const boothsCreateRequest = boothFields
  .extend({
    boothName: boothName.optional(),
    prefix: z
      .string({ error: ruleMessage("validation.field.text", { field: "prefix" }) })
      .trim()
      .max(BOOTH_PREFIX_MAX, {
        error: ruleMessage("validation.field.tooLong", { field: "prefix", max: BOOTH_PREFIX_MAX }),
      })
      .regex(PLAIN, { error: ruleMessage("validation.field.oneLine", { field: "prefix" }) })
      .optional(),
    from: rangeNumber("from").optional(),
    to: rangeNumber("to").optional(),
  })
  .superRefine((b, ctx) => {
    const range = b.prefix !== undefined || b.from !== undefined || b.to !== undefined;
    const fail = (message: string, path?: string) =>
      ctx.addIssue({ code: "custom", message, ...(path ? { path: [path] } : {}) });
    if (range === (b.boothName !== undefined)) return fail(ONE_OR_RANGE);
    if (!range) return;
    if (b.from === undefined) return fail(RANGE_NEEDS_ENDS, "from");
    if (b.to === undefined) return fail(RANGE_NEEDS_ENDS, "to");
    if (b.to < b.from) return fail(RANGE_BACKWARDS, "to");
    if (b.to - b.from + 1 > MAX_BOOTHS_PER_REQUEST) return fail(TOO_MANY_BOOTHS, "to");
    const width = Math.max(2, String(b.to).length);
    if ((b.prefix ?? "").length + width > BOOTH_NAME_MAX) return fail(NAME_TOO_LONG, "prefix");
  })
  .transform(({ boothName, prefix, from, to, ...fields }) => ({
    names:
      boothName !== undefined
        ? ({ kind: "one", name: boothName } as const)
        : ({ kind: "range", prefix: prefix ?? "", from: from!, to: to! } as const),
    fields: boothFieldsOf(fields),
  }));
export type BoothsSpec = z.output<typeof boothsCreateRequest>;
export type BoothNames = BoothsSpec["names"];

/** PUT: any of the booth's fields, its name and its status. */
export const boothUpdateRequest = boothFields
  .partial()
  .extend({
    boothName: boothName.optional(),
    boothStatus: z
      .enum(["AVAILABLE", "RESERVED"], { error: ruleMessage("validation.booths.statusInvalid") })
      .optional(),
  })
  .refine(someField, { error: NOTHING_TO_CHANGE })
  .transform(({ boothName, boothStatus, ...fields }) => ({
    ...boothFieldsOf(fields),
    name: boothName,
    status: boothStatus,
  }));
export type BoothChange = z.output<typeof boothUpdateRequest>;

export const boothAnswer = z.object({
  boothId: z.number().int(),
  sectionId: z.number().int(),
  boothName: z.string(),
  boothPriceCents: z.number().int().nullable(),
  boothStatus: z.enum(BOOTH_STATUSES),
});

export const boothOf = (b: AdminBooth) =>
  ({
    boothId: b.id,
    sectionId: b.sectionId,
    boothName: b.name,
    boothPriceCents: b.priceCents,
    boothStatus: b.status,
  }) satisfies z.input<typeof boothAnswer>;

export const createdBoothsAnswer = z.object({
  sectionId: z.number().int(),
  booths: z.array(boothAnswer),
});

/** PUT: one price for every free or reserved booth of a section. */
export const sectionPricesRequest = z.object({ boothPriceCents });

export const sectionPricesAnswer = z.object({
  sectionId: z.number().int(),
  boothPriceCents: z.number().int().nullable(),
  changed: z.number().int(),
  skipped: z.number().int(),
});

/** The fields a booth's requests take besides its name and status (for the descriptions). */
export const BOOTH_FIELD_NAMES = fieldList(boothFields);
