import { z } from "zod";
import { idSchema, requiredName } from "../http/office-fields";
import { ruleMessage, t as english } from "../i18n/messages";
import { seatName } from "../seats/seat-shapes";
import type { AccountEntryRow, LineEntryRow, OfferRow } from "./queries/line";
import { MAX_OFFER_HOURS } from "./rules";

// A seated show's waitlist: an entry (an account's party in the line, its place, its offer), the
// offer of seats held for it, and the show's line as the organisers see it. One schema each is
// the API's answer and the forms' validator; the mappers from the stored rows are here too.
// Client-safe: the stage page, /tickets and the console import it.

export const WAITLIST_STATUSES = [
  "WAITING",
  "OFFERED",
  "BOUGHT",
  "LEFT",
  "LAPSED",
  "CLOSED",
] as const;

export const OFFER_STATUSES = ["OFFERED", "BOUGHT", "DECLINED", "LAPSED", "WITHDRAWN"] as const;

/** The most seats a party may ask for, whatever the site's per-order limit (the table's check). */
export const MAX_PARTY = 200;

const wholeFrom = (field: string, min: number, max: number) => {
  const message = ruleMessage("validation.field.wholeNumberRange", { field, min, max });
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, {
      error: message,
    });
};

/**
 * POST /api/v1/events/{eventId}/waitlist: a party of `partySize` (1 to the site's per-order
 * limit, which the server checks), only at the seat price `priceBand` (in cents) when given.
 */
export const joinRequest = z.strictObject({
  partySize: wholeFrom("partySize", 1, MAX_PARTY),
  priceBand: z
    .number({ error: ruleMessage("validation.field.centsFromZero", { field: "priceBand" }) })
    .int({ error: ruleMessage("validation.field.centsFromZero", { field: "priceBand" }) })
    .min(0, { error: ruleMessage("validation.field.centsFromZero", { field: "priceBand" }) })
    .max(100_000_000, {
      error: ruleMessage("validation.field.centsAtMost", { field: "priceBand", max: 100_000_000 }),
    })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type JoinInput = z.output<typeof joinRequest>;

/** POST /api/admin/v1/waitlist/{entryId}/move: its new place among those waiting, and why. */
export const moveRequest = z.strictObject({
  position: wholeFrom("position", 1, 100_000),
  reason: requiredName("reason", 500),
});

/** PUT /api/admin/v1/events/{eventId}/waitlist/settings: how long an offer lasts. */
export const offerWindowRequest = z.strictObject({
  offerHours: wholeFrom("offerHours", 1, MAX_OFFER_HOURS),
});
export type MoveInput = z.output<typeof moveRequest>;
export type OfferWindowInput = z.output<typeof offerWindowRequest>;

export const entryIdSchema = idSchema(ruleMessage("validation.ids.waitlistEntry"));

const offerSeatAnswer = z.object({
  seatId: z.number().int(),
  seatRow: z.number().int(),
  seatColumn: z.number().int(),
  /** In English, as the API speaks; pages name seats in their own language. */
  label: z.string(),
  priceCents: z.number().int(),
});

export const offerAnswer = z.object({
  offerId: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  seats: z.array(offerSeatAnswer),
  /** Side by side in one row. */
  together: z.boolean(),
  totalCents: z.number().int(),
  /** ISO; the seats are held until then (never ending between 22:00 and 08:00, Toronto). */
  expiresAt: z.string(),
  /** The checkout page that takes the offer's seats. */
  checkoutPath: z.string(),
});
export type OfferAnswer = z.output<typeof offerAnswer>;

const entryFields = {
  entryId: z.number().int(),
  partySize: z.number().int(),
  priceBandCents: z.number().int().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  /** The entry's place among those waiting (1 is next); null once it is not waiting. */
  place: z.number().int().nullable(),
  joinedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Its newest offer: the open one while OFFERED. */
  offer: offerAnswer.nullable(),
};

/** An entry as its account reads it: with its show. */
export const entryAnswer = z.object({
  ...entryFields,
  eventId: z.number().int(),
  eventGuid: z.string(),
  eventName: z.string(),
  eventNameAr: z.string().nullable(),
});
export type EntryAnswer = z.output<typeof entryAnswer>;

export const visitorWaitlistAnswer = z.object({ entries: z.array(entryAnswer) });

/** An entry as the organisers read it: with its account. */
export const lineEntryAnswer = z.object({
  ...entryFields,
  accountId: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type LineEntryAnswer = z.output<typeof lineEntryAnswer>;

/** A show's line for the organisers. */
export const lineAnswer = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  closed: z.boolean(),
  closedAt: z.string().nullable(),
  offerHours: z.number().int(),
  waiting: z.number().int(),
  offered: z.number().int(),
  entries: z.array(lineEntryAnswer),
});
export type LineAnswer = z.output<typeof lineAnswer>;

export const leftAnswer = z.object({
  entryId: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
});

/** The checkout page of an offer (the e-mail's link, in the reader's language). */
export const offerCheckoutPath = (offerId: number) => `/checkout?offer=${offerId}`;

export const offerOf = (o: OfferRow) =>
  ({
    offerId: o.id,
    status: o.status,
    seats: o.seats.map((s) => ({
      seatId: s.id,
      seatRow: s.row,
      seatColumn: s.column,
      label: seatName(english, s.row, s.column),
      priceCents: s.priceCents,
    })),
    together: o.together,
    totalCents: o.seats.reduce((sum, s) => sum + s.priceCents, 0),
    expiresAt: o.expiresAt.toISOString(),
    checkoutPath: offerCheckoutPath(o.id),
  }) satisfies z.input<typeof offerAnswer>;

const entryFieldsOf = (e: AccountEntryRow | LineEntryRow) => ({
  entryId: e.id,
  partySize: e.partySize,
  priceBandCents: e.priceBandCents,
  status: e.status,
  place: e.place,
  joinedAt: e.createdAt.toISOString(),
  endedAt: e.endedAt?.toISOString() ?? null,
  offer: e.offer ? offerOf(e.offer) : null,
});

export const entryOf = (e: AccountEntryRow) =>
  ({
    ...entryFieldsOf(e),
    eventId: e.eventId,
    eventGuid: e.eventGuid,
    eventName: e.eventName,
    eventNameAr: e.eventNameAr,
  }) satisfies z.input<typeof entryAnswer>;

export const lineEntryOf = (e: LineEntryRow) =>
  ({
    ...entryFieldsOf(e),
    accountId: e.accountId,
    name: e.name,
    email: e.email,
  }) satisfies z.input<typeof lineEntryAnswer>;
