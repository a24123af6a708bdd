import { z } from "zod";
import { idSchema, oneOf, optionalText, requiredName } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";
import { torontoIso } from "../i18n/toronto-time";
import type { PerformanceRow } from "./queries";

// The festival's program: performances, each on a stage or area of the event at a time on one of
// its days (Toronto time), with its performers, in English and optionally Arabic (the English
// shown where the Arabic is missing). One schema serves the stored record, the API's answer and
// the console's form. Client-safe: the console and the public pages import it.

export const PERFORMANCE_CATEGORIES = ["music", "dance", "art", "talk", "kids"] as const;
export type PerformanceCategory = (typeof PERFORMANCE_CATEGORIES)[number];

export const PERFORMERS_MAX = 20;
export const DESCRIPTION_MAX = 2_000;
export const BIO_MAX = 500;

/** An ISO date-time; one without an offset is Toronto time (as the event's own dates). */
const time = (field: string) =>
  z
    .string({ error: ruleMessage("validation.field.isoTime", { field }) })
    .trim()
    .min(1, { error: ruleMessage("validation.field.isoTime", { field }) });

/** Plain text that may run over several lines (no other control characters). */
const longText = (field: string, max: number) =>
  z
    .string({ error: ruleMessage("validation.field.textOrNull", { field }) })
    .trim()
    .max(max, { error: ruleMessage("validation.field.tooLong", { field, max }) })
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, {
      error: ruleMessage("validation.field.plainText", { field }),
    })
    .transform((v) => v || null)
    .nullable()
    .default(null);

const POSITION_MESSAGE = ruleMessage("validation.field.wholeNumberRange", {
  field: "position",
  min: 0,
  max: 999,
});
const slotPosition = z
  .number({ error: POSITION_MESSAGE })
  .int({ error: POSITION_MESSAGE })
  .min(0, { error: POSITION_MESSAGE })
  .max(999, { error: POSITION_MESSAGE })
  .default(0);

export const performerSchema = z.strictObject({
  name: requiredName("performers[].name", 120),
  nameAr: optionalText("performers[].nameAr", 120).transform((v) => v ?? null),
  bio: longText("performers[].bio", BIO_MAX),
  bioAr: longText("performers[].bioAr", BIO_MAX),
  /** A band, troupe or choir rather than one person (schema.org's PerformingGroup). */
  group: z
    .boolean({ error: ruleMessage("validation.field.boolean", { field: "performers[].group" }) })
    .default(false),
});

/**
 * POST /api/admin/v1/events/{eventId}/performances and PUT /api/admin/v1/performances/{id}.
 * `startsAt` and `endsAt` must fall on the event's days (the server checks, with a code); the
 * image is an uploaded picture's address (the event image upload's rules); `position` orders
 * the performances that share a slot (the same stage and start), from 0.
 */
export const performanceRequest = z.strictObject({
  title: requiredName("title", 200),
  titleAr: optionalText("titleAr", 200).transform((v) => v ?? null),
  description: longText("description", DESCRIPTION_MAX),
  descriptionAr: longText("descriptionAr", DESCRIPTION_MAX),
  performers: z
    .array(performerSchema, { error: ruleMessage("validation.program.performersNotList") })
    .max(PERFORMERS_MAX, {
      error: ruleMessage("validation.program.tooManyPerformers", { max: PERFORMERS_MAX }),
    })
    .default([]),
  stage: requiredName("stage", 100),
  stageAr: optionalText("stageAr", 100).transform((v) => v ?? null),
  category: oneOf("category", PERFORMANCE_CATEGORIES),
  startsAt: time("startsAt"),
  endsAt: time("endsAt"),
  image: z
    .string({ error: ruleMessage("validation.program.imageInvalid") })
    .regex(/^\/media\/[0-9]{1,10}-[0-9a-f]{8}\.webp$/, {
      error: ruleMessage("validation.program.imageInvalid"),
    })
    .nullable()
    .default(null),
  position: slotPosition,
});
export type PerformanceSave = z.output<typeof performanceRequest>;

/** A performance as the API answers it (public and console alike). */
export const performanceAnswer = z.object({
  performanceId: z.number().int(),
  title: z.string(),
  titleAr: z.string().nullable(),
  description: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  performers: z.array(
    z.object({
      name: z.string(),
      nameAr: z.string().nullable(),
      bio: z.string().nullable(),
      bioAr: z.string().nullable(),
      group: z.boolean(),
    }),
  ),
  stage: z.string(),
  stageAr: z.string().nullable(),
  category: z.enum(PERFORMANCE_CATEGORIES),
  /** ISO date-times with their offset. */
  startsAt: z.string(),
  endsAt: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
});
export type PerformanceAnswer = z.output<typeof performanceAnswer>;

/** The one mapper from the stored row to the answer: times in Toronto time with their offset. */
export const performanceOf = (row: PerformanceRow) =>
  ({
    performanceId: row.id,
    title: row.title,
    titleAr: row.titleAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    performers: row.performers.map((p) => ({
      name: p.name,
      nameAr: p.nameAr ?? null,
      bio: p.bio ?? null,
      bioAr: p.bioAr ?? null,
      group: p.group ?? false,
    })),
    stage: row.stage,
    stageAr: row.stageAr,
    category: row.category,
    startsAt: torontoIso(row.startsAt),
    endsAt: torontoIso(row.endsAt),
    image: row.image,
    position: row.position,
  }) satisfies PerformanceAnswer;

/** GET /api/v1/events/{eventGuid}/program: by start, then stage, then position. */
export const programAnswer = z.object({ performances: z.array(performanceAnswer) });

export const performanceIdSchema = idSchema(ruleMessage("validation.ids.performance"));
