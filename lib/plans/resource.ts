import { z } from "zod";
import { idSchema, oneOf, optionalText, requiredName } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";
import { AREA_KINDS } from "./area-kinds";

// An event's plan: the venue drawn to scale (its size in plan units, 1 unit = 10 cm by
// convention, and an optional background picture of the venue), the booths placed on it and the
// labelled areas beside them (stages, entrances, washrooms, first aid, the food court). One
// schema per shape serves the stored record, the API's answer and the console's editor form.
// Client-safe: the console's editor imports it (the public plan only its types).

export { AREA_KINDS, type AreaKind } from "./area-kinds";

/** The largest plan side, in plan units (1 km at 10 cm a unit). */
export const PLAN_MAX_SIDE = 10_000;
/** Most shapes (booths and areas together) one plan may hold. */
export const PLAN_MAX_SHAPES = 2_000;

const whole = (field: string, min: number, max: number) => {
  const message = ruleMessage("validation.field.wholeNumberRange", { field, min, max });
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

/** Where a shape sits: its top-left corner, its size and its rotation about its centre. */
export const placement = {
  x: whole("x", 0, PLAN_MAX_SIDE),
  y: whole("y", 0, PLAN_MAX_SIDE),
  width: whole("width", 1, PLAN_MAX_SIDE),
  height: whole("height", 1, PLAN_MAX_SIDE),
  /** Degrees clockwise, 0 to 359. */
  rotation: whole("rotation", 0, 359).default(0),
};
export type Placement = { x: number; y: number; width: number; height: number; rotation: number };

/** A labelled area as the console sends it (no areaId: the plan is saved whole). */
export const planAreaInput = z.strictObject({
  kind: oneOf("areas[].kind", AREA_KINDS),
  label: requiredName("areas[].label", 60),
  labelAr: optionalText("areas[].labelAr", 60),
  ...placement,
});

/** A booth's place on the plan as the console sends it. */
export const planBoothInput = z.strictObject({
  boothId: idSchema(ruleMessage("validation.boothIdInvalid")),
  ...placement,
});

/** The background: an uploaded picture's address ("/media/..."), or null for none. */
const background = z
  .string({ error: ruleMessage("validation.plan.backgroundInvalid") })
  .regex(/^\/media\/[0-9]{1,10}-[0-9a-f]{8}\.webp$/, {
    error: ruleMessage("validation.plan.backgroundInvalid"),
  })
  .nullable()
  .default(null);

/**
 * PUT /api/admin/v1/events/{eventId}/plan: the whole plan. A shape off the plan, two booths
 * overlapping, a booth of another event or a booth twice is refused by the server with a code
 * naming the shapes (the rules in `lib/plans/geometry.ts`).
 */
export const planSaveRequest = z.strictObject({
  width: whole("width", 10, PLAN_MAX_SIDE),
  height: whole("height", 10, PLAN_MAX_SIDE),
  background,
  areas: z.array(planAreaInput, { error: ruleMessage("validation.plan.areasNotList") }),
  booths: z.array(planBoothInput, { error: ruleMessage("validation.plan.boothsNotList") }),
});
export type PlanSaveInput = z.input<typeof planSaveRequest>;
export type PlanSave = z.output<typeof planSaveRequest>;

const areaShape = z.object({
  areaId: z.number().int(),
  kind: z.enum(AREA_KINDS),
  label: z.string(),
  labelAr: z.string().nullable(),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  rotation: z.number().int(),
});
export type PlanArea = z.output<typeof areaShape>;

const boothShape = z.object({
  boothId: z.number().int(),
  boothName: z.string(),
  sectionName: z.string(),
  /** The section's Arabic name, null when it has none (the page shows the English one). */
  sectionNameAr: z.string().nullable(),
  /** The public status (a lapsed hold reads AVAILABLE). */
  boothStatus: z.enum(["AVAILABLE", "HELD", "BOOKED", "RESERVED"]),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  rotation: z.number().int(),
});
export type PlanBooth = z.output<typeof boothShape>;

/** GET /api/v1/events/{eventGuid}/plan: the plan as visitors see it (placed booths only). */
export const planAnswer = z.object({
  width: z.number().int(),
  height: z.number().int(),
  background: z.string().nullable(),
  areas: z.array(areaShape),
  booths: z.array(boothShape),
});
export type PlanAnswer = z.output<typeof planAnswer>;

/**
 * GET /api/admin/v1/events/{eventId}/plan: the editor's view: the plan (null before the first
 * save) and every booth of the event by section, placed or not, so the editor can place the rest.
 */
export const planEditorAnswer = z.object({
  plan: planAnswer.nullable(),
  sections: z.array(
    z.object({
      sectionId: z.number().int(),
      sectionName: z.string(),
      booths: z.array(z.object({ boothId: z.number().int(), boothName: z.string() })),
    }),
  ),
});
export type PlanEditorAnswer = z.output<typeof planEditorAnswer>;
