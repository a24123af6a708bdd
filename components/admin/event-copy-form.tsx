"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { EVENT_ROUTES } from "@/lib/events/api";
import { daysFrom, nextEditionDay } from "@/lib/events/copy-text/calendar";
import { copiedText, copyPlan, sourceDaysOf } from "@/lib/events/copy-text/fields";
import type { Locale } from "@/lib/i18n/locales";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { useAdminApi } from "./booth-editor-parts";
import { NamedForm } from "../forms/named-form";
import { FormCard } from "./form-card";
import { dateLine } from "./event-editor-dates";

const copySchema = z.object({
  name: z.string().refine((text) => text.trim() !== "", { error: "Write the new event's name." }),
  starts: z.string().min(1, { error: "Choose when the new event starts." }),
  ends: z.string(),
  dateText: z.string().refine((text) => text.trim() !== "", { error: "Write the date line." }),
  dateTextAr: z.string(),
});

type CopyValues = z.infer<typeof copySchema>;

/** The event the copy is made from, as its dashboard has it (times ISO with their offset). */
export type CopySource = {
  eventId: number;
  eventName: string;
  eventDate: string;
  eventEndDate: string;
  eventDateText: string;
  eventDateTextAr: string | null;
  openingHours: { opens: string; closes: string }[];
};

/** A Toronto time as a datetime-local input shows it, `days` later ("2025-07-04T18:00"). */
function laterWallClock(iso: string, days: number): string {
  const wall = iso.slice(0, 16);
  const moved = new Date(Date.parse(`${wall}:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 16);
}

/**
 * The date lines for the copy's start and end: the source's written for the new days (and a time
 * of its start or end for the copy's) when they can be (same way of writing, same number of
 * days), else written from the dates.
 */
function dateLinesFor(source: CopySource, starts: string, ends: string) {
  const startDay = source.eventDate.slice(0, 10);
  const endDay = source.eventEndDate.slice(0, 10);
  const copyStart = starts.slice(0, 10);
  const sameLength =
    daysFrom(startDay, endDay) === daysFrom(copyStart, (ends || starts).slice(0, 10));
  const plan = copyPlan(
    sourceDaysOf(
      startDay,
      endDay,
      source.openingHours.map((d) => d.opens.slice(0, 10)),
    ),
    startDay,
    copyStart,
    1,
  );
  // the times as Toronto's wall clock writes them, "19:30"
  const times = [
    { from: source.eventDate.slice(11, 16), to: starts.slice(11, 16) },
    ...(ends ? [{ from: source.eventEndDate.slice(11, 16), to: ends.slice(11, 16) }] : []),
  ];
  const line = (text: string | null, language: Locale) => {
    const copied = text === null ? null : copiedText(text, language, plan, { times });
    return copied && copied.sure && sameLength
      ? copied.text
      : (dateLine(starts, ends, language) ?? text ?? "");
  };
  return { en: line(source.eventDateText, "en"), ar: line(source.eventDateTextAr, "ar") };
}

/**
 * The form's suggestion: the next edition a year on, same weekday, never before `today` (a year
 * later again while it would be), with the edition's number and year in its name moved on and
 * date lines that match its dates.
 */
function copySuggestion(source: CopySource, today: string): CopyValues {
  const startDay = source.eventDate.slice(0, 10);
  const next = nextEditionDay(startDay, today);
  const days = daysFrom(startDay, next);
  const starts = laterWallClock(source.eventDate, days);
  const ends = laterWallClock(source.eventEndDate, days);
  const years = Number(next.slice(0, 4)) - Number(startDay.slice(0, 4));
  const plan = copyPlan([], startDay, next, Math.max(1, years));
  const lines = dateLinesFor(source, starts, ends);
  return {
    name: copiedText(source.eventName, "en", plan, { ordinal: true }).text,
    starts,
    ends,
    dateText: lines.en,
    dateTextAr: lines.ar,
  };
}

/**
 * "Copy this event": next year's festival as a new DRAFT with this one's sections, booths,
 * seating, texts and contract (POST /api/admin/v1/events/{eventId}/copy). The form offers the
 * next edition's days (a year on, the same weekdays, never past: `today` is Toronto's) with date
 * lines in both languages that match them, and keeps the date lines matching while the dates are
 * changed until they are edited by hand; the organiser lands on the copy's dashboard.
 */
export function EventCopyForm({ source, today }: { source: CopySource; today: string }) {
  const id = useId();
  const router = useRouter();
  const { call: run } = useAdminApi();
  const form = useForm<CopyValues>({
    resolver: zodResolver(copySchema),
    defaultValues: copySuggestion(source, today),
  });
  const [starts, ends] = useWatch({ control: form.control, name: ["starts", "ends"] });
  // The date lines typed by the organiser: from then on the dates no longer rewrite them.
  const [typed, setTyped] = useState({ dateText: false, dateTextAr: false });
  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}T/.test(starts)) return;
    const lines = dateLinesFor(source, starts, ends);
    if (!typed.dateText) form.setValue("dateText", lines.en);
    if (!typed.dateTextAr) form.setValue("dateTextAr", lines.ar);
  }, [form, source, starts, ends, typed]);
  const { errors, isSubmitting } = form.formState;
  /** The copy is made: its dashboard is on its way. */
  const [leaving, setLeaving] = useState(false);

  async function onValid({ name, starts, ends, dateText, dateTextAr }: CopyValues) {
    const outcome = await run(EVENT_ROUTES.copy, {
      params: { eventId: source.eventId },
      body: {
        eventName: name.trim(),
        eventDate: starts,
        ...(ends ? { eventEndDate: ends } : {}),
        eventDateText: dateText.trim(),
        ...(dateTextAr.trim() ? { eventDateTextAr: dateTextAr.trim() } : {}),
      },
    });
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, {
        eventName: "name",
        eventDate: "starts",
        eventEndDate: "ends",
        eventDateText: "dateText",
        eventDateTextAr: "dateTextAr",
      });
      return;
    }
    setLeaving(true);
    router.push(`/admin/events/${outcome.payload.eventId}`);
  }

  return (
    <FormCard id={id} title="Copy this event">
      <p className="text-ink-soft">
        A new draft with this event&apos;s sections, booths and prices, seating, texts and contract.
        Every booth and seat starts available; orders, tickets and holds stay here. Opening hours
        and the balance due date move with the start date.
      </p>
      <NamedForm label="Copy this event" onSubmit={form.handleSubmit(onValid)}>
        <TextField
          label="New event name"
          maxLength={200}
          registration={form.register("name")}
          error={errors.name}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Starts"
            type="datetime-local"
            hint="Toronto time"
            registration={form.register("starts")}
            error={errors.starts}
          />
          <TextField
            label="Ends"
            type="datetime-local"
            hint="Toronto time"
            registration={form.register("ends")}
            error={errors.ends}
          />
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          <TextField
            label="Date line"
            maxLength={200}
            hint="As the pages show the dates, e.g. July 2 – 4, 2027"
            registration={form.register("dateText", {
              onChange: () => setTyped((was) => ({ ...was, dateText: true })),
            })}
            error={errors.dateText}
          />
          <TextField
            label="Date line in Arabic"
            arabic
            maxLength={200}
            // the Arabic example read right to left inside the English hint, its year kept last
            hint={
              <>
                For example:{" "}
                <bdi lang="ar" dir="rtl">
                  2 – 4 يوليو 2027
                </bdi>
              </>
            }
            registration={form.register("dateTextAr", {
              onChange: () => setTyped((was) => ({ ...was, dateTextAr: true })),
            })}
            error={errors.dateTextAr}
          />
        </div>
        <FormProblem errors={errors} />
        <SubmitButton busy={isSubmitting || leaving} label="Copy this event" busyLabel="Copying…" />
      </NamedForm>
    </FormCard>
  );
}
