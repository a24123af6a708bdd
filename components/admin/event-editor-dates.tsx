"use client";

import type { UseFormReturn } from "react-hook-form";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales";
import { FieldGroup, TextField } from "../forms/console-fields";
import type { EventFieldText, EventFormValues } from "./event-editor-schema";

/** "2031-07-04T10:00" as a date whose UTC fields are that wall-clock time. */
function wallClock(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!));
}

/**
 * The date line as the public pages write it, from the start and end: "July 4 – 6, 2031" over
 * several days, "Saturday, July 5, 2031 · 7:30 – 10:30 p.m." within one day.
 */
export function dateLine(start: string, end: string, locale: Locale): string | null {
  const from = wallClock(start);
  if (!from) return null;
  const until = wallClock(end) ?? from;
  const to = until.getTime() < from.getTime() ? from : until;
  const intl = INTL_LOCALE[locale];
  if (start.slice(0, 10) !== (end || start).slice(0, 10))
    return new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: "UTC" }).formatRange(
      from,
      to,
    );
  const day = new Intl.DateTimeFormat(intl, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(from);
  const time = new Intl.DateTimeFormat(intl, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const times = to.getTime() > from.getTime() ? time.formatRange(from, to) : time.format(from);
  return `${day} · ${times}`;
}

/** The start and end, and the date lines the public pages show (written from them on request). */
export function DateFields({
  form,
  text,
}: {
  form: UseFormReturn<EventFormValues>;
  text: EventFieldText;
}) {
  function fillDateLines() {
    const [start, end] = form.getValues(["eventDate", "eventEndDate"]);
    const en = dateLine(start, end, "en");
    const ar = dateLine(start, end, "ar");
    if (!en || !ar) {
      form.setError(
        "eventDate",
        { type: "manual", message: "Choose when the event starts first." },
        { shouldFocus: true },
      );
      return;
    }
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("eventDateText", en, options);
    form.setValue("eventDateTextAr", ar, options);
  }

  return (
    <FieldGroup
      legend="Dates"
      intro="Toronto time. The date line is the text the public page shows under the name."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text("eventDate")} required type="datetime-local" />
        <TextField
          {...text("eventEndDate")}
          type="datetime-local"
          hint="Leave empty for an event that ends when it starts."
        />
      </div>
      <div>
        <button type="button" className="btn-secondary" onClick={fillDateLines}>
          Write the date lines from these dates
        </button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...text("eventDateText")} required hint="For example: July 4 – 6, 2031" />
        <TextField
          {...text("eventDateTextAr")}
          arabic
          hint={
            <>
              For example:{" "}
              <bdi lang="ar" dir="rtl">
                4 – 6 يوليو 2031
              </bdi>
            </>
          }
        />
      </div>
    </FieldGroup>
  );
}
