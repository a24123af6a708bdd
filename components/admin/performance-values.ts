import { z } from "zod";
import { ruleMessage } from "@/lib/i18n/messages";
import {
  performanceRequest,
  type PerformanceAnswer,
  type PerformanceSave,
} from "@/lib/program/resource";
import { nextDay } from "@/lib/program/schedule";

// The performance form's values (components/admin/performance-form.tsx): a day and two times
// where the API takes two instants, and how they become the API's request and back.

const performerValues = z.object({
  name: z.string(),
  nameAr: z.string(),
  bio: z.string(),
  bioAr: z.string(),
  group: z.boolean(),
});

const formValues = z.object({
  title: z.string(),
  titleAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  performers: z.array(performerValues),
  stage: z.string(),
  stageAr: z.string(),
  category: z.string(),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The end is after midnight: on the day after `day`. */
  pastMidnight: z.boolean(),
  image: z.string().nullable(),
  position: z.number(),
});

export type Values = z.input<typeof formValues>;

/** The API's field for each of the form's, where they differ. */
const FORM_FIELD: Record<string, keyof Values> = { startsAt: "startTime", endsAt: "endTime" };

/** The request the values make (times as Toronto wall-clock times, without an offset). */
const requestOf = (v: Values) => ({
  title: v.title,
  titleAr: v.titleAr,
  description: v.description,
  descriptionAr: v.descriptionAr,
  performers: v.performers,
  stage: v.stage,
  stageAr: v.stageAr,
  category: v.category,
  startsAt: `${v.day}T${v.startTime}`,
  endsAt: `${v.pastMidnight ? nextDay(v.day) : v.day}T${v.endTime}`,
  image: v.image,
  position: v.position,
});

/** The form's check: its own (a day and both times given), then the resource's request schema. */
export const performanceForm = formValues.transform((v, ctx): PerformanceSave => {
  const missing = [
    ["day", "validation.program.dayRequired"],
    ["startTime", "validation.program.startTimeRequired"],
    ["endTime", "validation.program.endTimeRequired"],
  ] as const;
  for (const [field, key] of missing)
    if (!v[field]) ctx.addIssue({ code: "custom", path: [field], message: ruleMessage(key) });
  const parsed = performanceRequest.safeParse(requestOf(v));
  if (parsed.success && missing.every(([field]) => v[field])) return parsed.data;
  for (const issue of parsed.error?.issues ?? []) {
    const [head] = issue.path;
    const field = FORM_FIELD[String(head)];
    if (field && !v[field]) continue;
    ctx.addIssue({ code: "custom", path: field ? [field] : issue.path, message: issue.message });
  }
  return z.NEVER;
});

export const EMPTY: Values = {
  title: "",
  titleAr: "",
  description: "",
  descriptionAr: "",
  performers: [],
  stage: "",
  stageAr: "",
  category: "music",
  day: "",
  startTime: "",
  endTime: "",
  pastMidnight: false,
  image: null,
  position: 0,
};

/** An answer's values: its Toronto day and times as the answer writes them (with their offset). */
export const valuesOf = (p: PerformanceAnswer): Values => ({
  title: p.title,
  titleAr: p.titleAr ?? "",
  description: p.description ?? "",
  descriptionAr: p.descriptionAr ?? "",
  performers: p.performers.map((x) => ({
    name: x.name,
    nameAr: x.nameAr ?? "",
    bio: x.bio ?? "",
    bioAr: x.bioAr ?? "",
    group: x.group,
  })),
  stage: p.stage,
  stageAr: p.stageAr ?? "",
  category: p.category,
  day: p.startsAt.slice(0, 10),
  startTime: p.startsAt.slice(11, 16),
  endTime: p.endsAt.slice(11, 16),
  pastMidnight: p.endsAt.slice(0, 10) !== p.startsAt.slice(0, 10),
  image: p.image,
  position: p.position,
});

/** Where a refusal's issue goes: the API's field names, the form's where they differ. */
export const FIELD_OF_API: Record<string, keyof Values> = {
  ...Object.fromEntries(Object.keys(EMPTY).map((field) => [field, field as keyof Values])),
  ...FORM_FIELD,
};
