import type { z } from "zod";
import type { eventChangesSchema, newEventSchema } from "@/lib/events/resource";
import { parseTypedDollars } from "@/lib/payments/pricing";
import {
  CONTRACT_FIELDS,
  LABELS,
  type EventField,
  type EventFormValues,
} from "./event-editor-schema";

// What the event editor sends and reads back: the bodies (all the fields for a new event, only
// what changed for an edit) and the form's field an API issue is about. The price is typed in
// dollars and sent in integer cents (eventPriceCents), converted here once.

type NewEventBody = z.input<typeof newEventSchema>;
type EventChangesBody = z.input<typeof eventChangesSchema>;

/** The contract title used when the organiser leaves it empty (the API's default too). */
export const defaultContractTitle = (eventName: string) =>
  `${eventName.trim() || "Event"} Vendor Contract`;

const optional = (value: string) => (value.trim() === "" ? null : value.trim());

/** Every field as the API takes it (null clears an Arabic text or the balance due date). */
function apiValues(v: EventFormValues) {
  return {
    eventName: v.eventName.trim(),
    eventNameAr: optional(v.eventNameAr),
    eventDateText: v.eventDateText.trim(),
    eventDateTextAr: optional(v.eventDateTextAr),
    eventLocation: v.eventLocation.trim(),
    eventLocationAr: optional(v.eventLocationAr),
    eventAddress: v.eventAddress.trim(),
    eventDescription: v.eventDescription.trim(),
    eventDescriptionAr: optional(v.eventDescriptionAr),
    eventDetails: v.eventDetails.trim(),
    eventDetailsAr: optional(v.eventDetailsAr),
    eventDate: v.eventDate,
    // an event without an end time ends when it starts, as the API has it
    eventEndDate: v.eventEndDate || v.eventDate,
    eventStatus: v.eventStatus,
    bookingOpen: v.bookingOpen,
    hasSeating: v.hasSeating,
    balanceDueDate: optional(v.balanceDueDate),
    // empty: no sales end (left out of a new event, whose sales then end when it starts)
    boothSalesEnd: optional(v.boothSalesEnd),
    ticketSalesEnd: optional(v.ticketSalesEnd),
    // whole hours (checked by the form's schema); empty: when the doors open
    transferCutoffHours: Number(v.transferCutoffHours.trim() || "0"),
    // typed in dollars (checked by the form's schema), sent in cents
    eventPriceCents: parseTypedDollars(v.eventPrice.trim() || "0") ?? 0,
    eventImage: v.eventImage,
  } satisfies EventChangesBody;
}

type ApiValues = ReturnType<typeof apiValues>;

/** The contract's fields to send: only those that changed (or, for a new event, were written). */
function contractBody(v: EventFormValues, changed: readonly (typeof CONTRACT_FIELDS)[number][]) {
  const body: Pick<EventChangesBody, (typeof CONTRACT_FIELDS)[number]> = {};
  for (const field of changed) {
    const value = v[field].trim();
    if (field === "contractTitle") body.contractTitle = value || defaultContractTitle(v.eventName);
    else if (field === "contractText") body.contractText = value;
    else if (field === "contractVersion") {
      if (value) body.contractVersion = value;
    } else body[field] = value || null;
  }
  return body;
}

/** POST /api/admin/v1/events's body: every field written (empty Arabic texts left out). */
export function createBody(v: EventFormValues): NewEventBody {
  const body: NewEventBody = apiValues(v);
  for (const key of Object.keys(body) as (keyof NewEventBody)[])
    if (body[key] === null) delete body[key];
  if (v.contractText.trim()) {
    const written = CONTRACT_FIELDS.filter((k) => v[k].trim() !== "");
    Object.assign(body, contractBody(v, written));
  }
  return body;
}

/**
 * PUT /api/admin/v1/events/{eventId}'s body: only the fields that differ from `saved` (the values
 * the form was loaded with). Contract fields are sent only when one of them changed, so the
 * contract gets a new version only when its wording did.
 */
export function changesBody(v: EventFormValues, saved: EventFormValues): EventChangesBody {
  const now = apiValues(v);
  const before = apiValues(saved);
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof ApiValues)[]) {
    if (now[key] !== before[key]) body[key] = now[key];
  }
  const changed = CONTRACT_FIELDS.filter((k) => v[k].trim() !== saved[k].trim());
  if (changed.length > 0) Object.assign(body, contractBody(v, changed));
  return body as EventChangesBody;
}

/** The form's field for each of the API's field names (the first part of an issue's `path`). */
const FORM_FIELD: Record<string, EventField> = {
  ...(Object.fromEntries(Object.keys(LABELS).map((field) => [field, field])) as Record<
    EventField,
    EventField
  >),
  eventPriceCents: "eventPrice",
};

const formField = (name: string): EventField | undefined =>
  Object.hasOwn(FORM_FIELD, name) ? FORM_FIELD[name] : undefined;

/** An API field name in a message as the form calls it ("eventNameAr" -> "Name in Arabic"). */
const reworded = (message: string) =>
  message.replace(/\b[a-z][A-Za-z]+\b/g, (word) => {
    const field = formField(word);
    return field ? LABELS[field] : word;
  });

/**
 * The form field an API issue is about, by its `path` (the API's field name), and its message in
 * the form's words; null for an issue about no field the form shows (said above the buttons).
 */
export function fieldOfIssue(
  message: string,
  path: readonly (string | number)[],
): { field: EventField; message: string } | null {
  const field = formField(String(path[0] ?? ""));
  return field ? { field, message: reworded(message) } : null;
}
