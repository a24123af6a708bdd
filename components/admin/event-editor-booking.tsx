"use client";

import { useWatch, type Control, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { CheckboxField, FieldGroup, FieldMessage, TextField } from "../forms/console-fields";
import {
  EVENT_STATUSES,
  LABELS,
  type EventFieldText,
  type EventFormValues,
} from "./event-editor-schema";

/** A hint beside 'Booking open' that follows the status and the contract as they are typed. */
function BookingHint({ control }: { control: Control<EventFormValues> }) {
  const [status, bookingOpen, contractText, hasSeating] = useWatch({
    control,
    name: ["eventStatus", "bookingOpen", "contractText", "hasSeating"],
  });
  return (
    <>
      <span className="block">
        Vendors can book and pay for booths while the event is Active and this is ticked.
      </span>
      {bookingOpen && status !== "ACTIVE" && (
        <span className="mt-1 block font-medium text-amber-900">
          The event is not Active, so booking stays closed until it is.
        </span>
      )}
      {/* a seated show sells tickets: it needs no vendor contract */}
      {bookingOpen && status === "ACTIVE" && !hasSeating && !contractText.trim() && (
        <span className="mt-1 block font-medium text-amber-900">
          There is no vendor contract yet: vendors cannot pay for booths until you add one under
          Vendor contract.
        </span>
      )}
    </>
  );
}

/** The status, whether booking is open, the sales ends, seating and the price. */
export function BookingFields({
  form,
  errors,
  text,
}: {
  form: UseFormReturn<EventFormValues>;
  errors: FieldErrors<EventFormValues>;
  text: EventFieldText;
}) {
  return (
    <FieldGroup legend="Publishing and booking">
      <fieldset aria-describedby={errors.eventStatus ? "event-status-error" : undefined}>
        <legend className="field-label">Status</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {EVENT_STATUSES.map((s) => (
            // The whole card picks the status (the label covers it); the radio's name is the
            // status alone, its explanation is its description.
            <div
              key={s.value}
              className="relative flex min-h-11 items-start gap-3 rounded-lg border border-ink/15 p-3 has-checked:border-teal has-checked:bg-teal/5 has-focus-visible:outline-2 has-focus-visible:outline-gold-dark"
            >
              <input
                id={`event-status-${s.value}`}
                type="radio"
                value={s.value}
                className="relative z-10 mt-0.5 size-6 shrink-0 accent-teal"
                aria-describedby={`event-status-${s.value}-hint`}
                {...form.register("eventStatus")}
              />
              <div>
                <label
                  htmlFor={`event-status-${s.value}`}
                  className="block cursor-pointer font-semibold after:absolute after:inset-0 after:content-['']"
                >
                  {s.label}
                </label>
                <p id={`event-status-${s.value}-hint`} className="text-sm text-ink-soft">
                  {s.hint}
                </p>
              </div>
            </div>
          ))}
        </div>
        <FieldMessage id="event-status-error" error={errors.eventStatus} />
      </fieldset>
      <CheckboxField
        label={LABELS.bookingOpen}
        registration={form.register("bookingOpen")}
        hint={<BookingHint control={form.control} />}
        error={errors.bookingOpen}
      />
      <TextField
        {...text("balanceDueDate")}
        type="date"
        hint="The day deposit balances are due. Leave empty for none."
        className="max-w-xs"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...text("boothSalesEnd")}
          type="datetime-local"
          hint="Toronto time. After it the event's booths are no longer sold; balances stay payable. Leave empty for no sales end (a new event's sales end when it starts)."
        />
        <TextField
          {...text("ticketSalesEnd")}
          type="datetime-local"
          hint="Toronto time. After it the event's seats are no longer sold. Leave empty for no sales end (a new event's sales end when it starts)."
        />
      </div>
      <TextField
        {...text("transferCutoffHours")}
        inputMode="numeric"
        hint="Visitors can pass their tickets on to a friend until this many hours before the doors open (an hour before the event starts). 0: until the doors open."
        className="max-w-xs"
      />
      <CheckboxField
        label={LABELS.hasSeating}
        registration={form.register("hasSeating")}
        hint="A show with seats on a stage plan, sold as tickets, instead of booths."
        error={errors.hasSeating}
      />
      <TextField
        {...text("eventPrice")}
        inputMode="decimal"
        hint="In dollars, for example 25 or 25.50; 0 if none."
        className="max-w-xs"
      />
    </FieldGroup>
  );
}
