import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import type { AdminEventJson } from "@/lib/events/resource";
import { ONE_LINE, PARAGRAPHS } from "@/lib/http/plain-text";
import { plainDollars } from "@/lib/payments/pricing";
import { MAX_TRANSFER_CUTOFF_HOURS } from "@/lib/transfers/rules";

// The event editor's form: its values (every input's text, as typed) and the checks it makes
// before anything is sent (the same limits as the API's, lib/events/resource.ts, in words an
// organiser reads); the bodies it sends are ./event-editor-bodies.ts.

export type { AdminEventJson };
export type EventStatus = AdminEventJson["eventStatus"];

export const EVENT_STATUSES: readonly {
  value: EventStatus;
  label: string;
  hint: string;
}[] = [
  { value: "DRAFT", label: "Draft", hint: "Only organisers see it." },
  {
    value: "ACTIVE",
    label: "Active",
    hint: "On the public site; vendors can book if booking is open.",
  },
  { value: "PAST", label: "Past", hint: "On the public site among past events; no booking." },
];

export type EventFormValues = {
  eventName: string;
  eventNameAr: string;
  eventDateText: string;
  eventDateTextAr: string;
  eventLocation: string;
  eventLocationAr: string;
  eventAddress: string;
  eventDescription: string;
  eventDescriptionAr: string;
  eventDetails: string;
  eventDetailsAr: string;
  /** `YYYY-MM-DDTHH:mm`, Toronto time (a datetime-local input's value). */
  eventDate: string;
  eventEndDate: string;
  eventStatus: EventStatus;
  bookingOpen: boolean;
  hasSeating: boolean;
  /** `YYYY-MM-DD` or empty (none). */
  balanceDueDate: string;
  /** When booth (ticket) sales end: `YYYY-MM-DDTHH:mm`, Toronto time, or empty (none). */
  boothSalesEnd: string;
  ticketSalesEnd: string;
  /** Hours before the doors open that passing tickets on stops, as typed ("0": when they open). */
  transferCutoffHours: string;
  /** Dollars as typed ("25", "25.50"). */
  eventPrice: string;
  eventImage: string;
  contractTitle: string;
  contractTitleAr: string;
  contractText: string;
  contractSummaryAr: string;
  /** A name for the new contract version; empty numbers it automatically. */
  contractVersion: string;
};

export type EventField = keyof EventFormValues;

/** A text field's label, registration and message, as the editor's sections pass them on. */
export type EventFieldText = (field: EventField) => {
  label: string;
  registration: UseFormRegisterReturn<EventField>;
  error?: FieldError;
  /** A copied text the copy could not write for its dates: "Check this: copied from 2025". */
  mark?: string;
};

/** The mark beside a copied text the copy could not write for its new dates. */
export const copyCheckMark = (fromYear: number) => `Check this: copied from ${fromYear}`;

/** Each field's label: the form shows it, and an API message naming the field is reworded with it. */
export const LABELS: Record<EventField, string> = {
  eventName: "Name",
  eventNameAr: "Name in Arabic",
  eventDateText: "Date line",
  eventDateTextAr: "Date line in Arabic",
  eventLocation: "Location",
  eventLocationAr: "Location in Arabic",
  eventAddress: "Street address",
  eventDescription: "Description",
  eventDescriptionAr: "Description in Arabic",
  eventDetails: "Details",
  eventDetailsAr: "Details in Arabic",
  eventDate: "Starts",
  eventEndDate: "Ends",
  eventStatus: "Status",
  bookingOpen: "Booking open",
  hasSeating: "Seated show",
  balanceDueDate: "Balance due date",
  boothSalesEnd: "Booth sales end",
  ticketSalesEnd: "Ticket sales end",
  transferCutoffHours: "Ticket transfers close (hours before doors open)",
  eventPrice: "Event price",
  eventImage: "Picture",
  contractTitle: "Contract title",
  contractTitleAr: "Contract title in Arabic",
  contractText: "Contract text",
  contractSummaryAr: "Contract summary in Arabic",
  contractVersion: "Version name",
};

/** The text fields with an Arabic twin (`<field>Ar`), in the order the form shows them. */
export const BILINGUAL = [
  "eventName",
  "eventDateText",
  "eventLocation",
  "eventDescription",
  "eventDetails",
] as const;
export type BilingualField = (typeof BILINGUAL)[number];

/** The contract's fields: sent only when one of them changed (./event-editor-bodies.ts). */
export const CONTRACT_FIELDS = [
  "contractTitle",
  "contractTitleAr",
  "contractText",
  "contractSummaryAr",
  "contractVersion",
] as const satisfies readonly EventField[];

/** The API's limits (lib/events/resource.ts). */
export const MAX_LENGTH = {
  eventName: 200,
  eventNameAr: 200,
  eventDateText: 200,
  eventDateTextAr: 200,
  eventLocation: 200,
  eventLocationAr: 200,
  eventAddress: 300,
  eventDescription: 5000,
  eventDescriptionAr: 5000,
  eventDetails: 5000,
  eventDetailsAr: 5000,
  contractTitle: 200,
  contractTitleAr: 200,
  contractText: 60_000,
  contractSummaryAr: 20_000,
} as const;

const MULTILINE = new Set<EventField>([
  "eventDescription",
  "eventDescriptionAr",
  "eventDetails",
  "eventDetailsAr",
  "contractText",
  "contractSummaryAr",
]);
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;
const VERSION = /^[A-Za-z0-9._-]{1,40}$/;

function text(field: keyof typeof MAX_LENGTH, required = false) {
  const label = LABELS[field];
  const max = MAX_LENGTH[field];
  const base = z.string().trim();
  return (required ? base.min(1, { error: `${label} is required.` }) : base)
    .max(max, { error: `${label} is too long: at most ${max.toLocaleString("en-CA")} characters.` })
    .regex(MULTILINE.has(field) ? PARAGRAPHS : ONE_LINE, {
      error: `${label} must be ${MULTILINE.has(field) ? "" : "one line of "}plain text.`,
    });
}

/** What the form knows about the saved event that its checks depend on. */
export type EditorContext = { hasContract: boolean; versions: readonly string[] };

/** The form's checks (messages name the field as its label does). */
export function eventFormSchema(context: EditorContext) {
  return z
    .object({
      eventName: text("eventName", true),
      eventNameAr: text("eventNameAr"),
      eventDateText: text("eventDateText", true),
      eventDateTextAr: text("eventDateTextAr"),
      eventLocation: text("eventLocation", true),
      eventLocationAr: text("eventLocationAr"),
      eventAddress: text("eventAddress", true),
      eventDescription: text("eventDescription", true),
      eventDescriptionAr: text("eventDescriptionAr"),
      eventDetails: text("eventDetails", true),
      eventDetailsAr: text("eventDetailsAr"),
      eventDate: z
        .string()
        .regex(LOCAL_TIME, { error: "Choose the day and time the event starts." }),
      eventEndDate: z.string().refine((v) => v === "" || LOCAL_TIME.test(v), {
        error:
          "Choose the day and time the event ends, or leave it empty if it ends the day it starts.",
      }),
      eventStatus: z.enum(["DRAFT", "ACTIVE", "PAST"], { error: "Choose a status." }),
      bookingOpen: z.boolean(),
      hasSeating: z.boolean(),
      balanceDueDate: z
        .string()
        .refine((v) => v === "" || DAY.test(v), { error: "Choose a date, or leave it empty." }),
      boothSalesEnd: z.string().refine((v) => v === "" || LOCAL_TIME.test(v), {
        error: "Choose the day and time booth sales end, or leave it empty.",
      }),
      ticketSalesEnd: z.string().refine((v) => v === "" || LOCAL_TIME.test(v), {
        error: "Choose the day and time ticket sales end, or leave it empty.",
      }),
      transferCutoffHours: z
        .string()
        .trim()
        .refine(
          (v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) <= MAX_TRANSFER_CUTOFF_HOURS),
          {
            error: `Ticket transfers close a whole number of hours before doors open, 0 to ${MAX_TRANSFER_CUTOFF_HOURS} (0 or empty: when they open).`,
          },
        ),
      eventPrice: z
        .string()
        .trim()
        .refine((v) => v === "" || (DOLLARS.test(v) && Number(v) <= 1_000_000), {
          error: "Event price is an amount in dollars, like 25 or 25.50 (0 or empty if none).",
        }),
      eventImage: z.string().min(1, { error: "Choose a picture." }),
      contractTitle: text("contractTitle"),
      contractTitleAr: text("contractTitleAr"),
      contractText: text("contractText"),
      contractSummaryAr: text("contractSummaryAr"),
      contractVersion: z
        .string()
        .trim()
        .refine((v) => v === "" || VERSION.test(v), {
          error: "Version name is 1 to 40 letters, digits, '.', '_' or '-'.",
        }),
    })
    .superRefine(
      (v, ctx) => {
        const end = String(v.eventEndDate ?? "");
        const start = String(v.eventDate ?? "");
        if (end && start && LOCAL_TIME.test(end) && LOCAL_TIME.test(start) && end < start)
          ctx.addIssue({
            code: "custom",
            path: ["eventEndDate"],
            message: "The event cannot end before it starts.",
          });
        const contractText = String(v.contractText ?? "").trim();
        const otherContractField = (
          ["contractTitle", "contractTitleAr", "contractSummaryAr", "contractVersion"] as const
        ).some((k) => String(v[k] ?? "").trim() !== "");
        if (!contractText && context.hasContract)
          ctx.addIssue({
            code: "custom",
            path: ["contractText"],
            message:
              "Contract text is required: a published contract can be replaced by a new version, not removed.",
          });
        else if (!contractText && otherContractField)
          ctx.addIssue({
            code: "custom",
            path: ["contractText"],
            message:
              "Contract text is required for a contract (or clear the other contract fields).",
          });
        const version = String(v.contractVersion ?? "").trim();
        if (version && context.versions.includes(version))
          ctx.addIssue({
            code: "custom",
            path: ["contractVersion"],
            message: `Version ${version} already exists: choose another name, or leave it empty to number it automatically.`,
          });
      },
      { when: () => true },
    );
}

export const EMPTY_EVENT: EventFormValues = {
  eventName: "",
  eventNameAr: "",
  eventDateText: "",
  eventDateTextAr: "",
  eventLocation: "",
  eventLocationAr: "",
  eventAddress: "",
  eventDescription: "",
  eventDescriptionAr: "",
  eventDetails: "",
  eventDetailsAr: "",
  eventDate: "",
  eventEndDate: "",
  eventStatus: "DRAFT",
  bookingOpen: false,
  hasSeating: false,
  balanceDueDate: "",
  boothSalesEnd: "",
  ticketSalesEnd: "",
  transferCutoffHours: "0",
  eventPrice: "0",
  eventImage: "",
  contractTitle: "",
  contractTitleAr: "",
  contractText: "",
  contractSummaryAr: "",
  contractVersion: "",
};

/** "2030-07-01T18:00:00-04:00" (Toronto, with its offset) as a datetime-local value. */
const wallClock = (iso: string) => iso.slice(0, 16);

/** The form's values for a saved event (as the API answers it). */
export function formValuesOf(event: AdminEventJson): EventFormValues {
  return {
    eventName: event.eventName,
    eventNameAr: event.eventNameAr ?? "",
    eventDateText: event.eventDateText,
    eventDateTextAr: event.eventDateTextAr ?? "",
    eventLocation: event.eventLocation,
    eventLocationAr: event.eventLocationAr ?? "",
    eventAddress: event.eventAddress,
    eventDescription: event.eventDescription,
    eventDescriptionAr: event.eventDescriptionAr ?? "",
    eventDetails: event.eventDetails,
    eventDetailsAr: event.eventDetailsAr ?? "",
    eventDate: wallClock(event.eventDate),
    eventEndDate: wallClock(event.eventEndDate),
    eventStatus: event.eventStatus,
    bookingOpen: event.bookingOpen,
    hasSeating: event.hasSeating,
    balanceDueDate: event.balanceDueDate ?? "",
    boothSalesEnd: event.boothSalesEnd ? wallClock(event.boothSalesEnd) : "",
    ticketSalesEnd: event.ticketSalesEnd ? wallClock(event.ticketSalesEnd) : "",
    transferCutoffHours: String(event.transferCutoffHours),
    eventPrice: plainDollars(event.eventPriceCents),
    eventImage: event.eventImage,
    contractTitle: event.contract?.contractTitle ?? "",
    contractTitleAr: event.contract?.contractTitleAr ?? "",
    contractText: event.contract?.contractText ?? "",
    contractSummaryAr: event.contract?.contractSummaryAr ?? "",
    contractVersion: "",
  };
}
