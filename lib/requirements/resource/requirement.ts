import { z } from "zod";
import {
  REQUIREMENT_AUDIENCES,
  REQUIREMENT_CONSEQUENCES,
  REQUIREMENT_KINDS,
} from "@/db/queries/model";
import { torontoIso } from "../../i18n/toronto-time";
import type { RequirementWithSubmissions } from "../queries/requirements";

// A requirement of an event's vendor contract (a file to send or a declaration to tick, by a due
// date), and one order's extension of its due date: the schemas the organiser API answers and the
// one mapper from the stored row each. No server code: the console's forms import it.

const isoTime = z.iso.datetime({ offset: true });

export const requirementAnswer = z.object({
  requirementId: z.number().int(),
  eventId: z.number().int(),
  title: z.string(),
  titleAr: z.string().nullable(),
  description: z.string(),
  descriptionAr: z.string().nullable(),
  appliesTo: z.enum(REQUIREMENT_AUDIENCES),
  kind: z.enum(REQUIREMENT_KINDS),
  dueDate: z.iso.date(),
  needsExpiry: z.boolean(),
  consequence: z.enum(REQUIREMENT_CONSEQUENCES),
  /** Closed: no longer asked of anyone (kept because someone answered it). */
  closed: z.boolean(),
  closedAt: isoTime.nullable(),
  /** Documents and declarations sent for it (a requirement with any cannot be deleted). */
  submissions: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** A requirement as stored, with how many documents answer it. */
export const requirementOf = (r: RequirementWithSubmissions) =>
  ({
    requirementId: r.id,
    eventId: r.eventId,
    title: r.title,
    titleAr: r.titleAr,
    description: r.description,
    descriptionAr: r.descriptionAr,
    appliesTo: r.appliesTo,
    kind: r.kind,
    dueDate: r.dueDate,
    needsExpiry: r.needsExpiry,
    consequence: r.consequence,
    closed: r.closedAt !== null,
    closedAt: r.closedAt ? torontoIso(r.closedAt) : null,
    submissions: r.submissions,
    createdAt: torontoIso(r.createdAt),
    updatedAt: torontoIso(r.updatedAt),
  }) satisfies z.input<typeof requirementAnswer>;

export const requirementDeletedAnswer = z.object({
  requirementId: z.number().int(),
  deleted: z.literal(true),
});

// --- an order's extension ---

export const extensionAnswer = z.object({
  orderId: z.number().int(),
  requirementId: z.number().int(),
  /** The requirement's own due date, and the order's from now on. */
  requirementDueDate: z.iso.date(),
  dueDate: z.iso.date(),
  reason: z.string(),
});

export const extensionOf = (e: {
  orderId: number;
  requirementId: number;
  requirementDueDate: string;
  dueDate: string;
  reason: string;
}) => ({ ...e }) satisfies z.input<typeof extensionAnswer>;
