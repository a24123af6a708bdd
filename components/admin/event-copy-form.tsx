"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { EVENT_ROUTES } from "@/lib/events/api";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { useAdminApi } from "./booth-editor-parts";
import { NamedForm } from "../forms/named-form";
import { FormCard } from "./form-card";

const copySchema = z.object({
  name: z.string().refine((text) => text.trim() !== "", { error: "Write the new event's name." }),
  starts: z.string().min(1, { error: "Choose when the new event starts." }),
  ends: z.string(),
  dateText: z.string().refine((text) => text.trim() !== "", { error: "Write the date line." }),
});

type CopyValues = z.infer<typeof copySchema>;

/** The event the copy is made from, as its dashboard has it (times ISO with their offset). */
export type CopySource = {
  eventId: number;
  eventName: string;
  eventDate: string;
  eventEndDate: string;
  eventDateText: string;
};

/** A Toronto time as a datetime-local input shows it, `days` later ("2025-07-04T18:00"). */
function laterWallClock(iso: string, days: number): string {
  const wall = iso.slice(0, 16);
  const moved = new Date(Date.parse(`${wall}:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 16);
}

/** A text with its year written as the next one ("... 2025" -> "... 2026"). */
function nextYearOf(text: string, from: string, to: string): string {
  return text.replace(new RegExp(`\\b${from}\\b`, "g"), to);
}

/**
 * "Copy this event": next year's festival as a new DRAFT with this one's sections, booths,
 * seating, texts and contract (POST /api/admin/v1/events/{eventId}/copy). The form offers the
 * same days a year on (52 weeks, so the same weekdays); the organiser lands on the copy's dashboard.
 */
export function EventCopyForm({ source }: { source: CopySource }) {
  const id = useId();
  const router = useRouter();
  const { call: run } = useAdminApi();
  const year = source.eventDate.slice(0, 4);
  const next = String(Number(year) + 1);
  const form = useForm<CopyValues>({
    resolver: zodResolver(copySchema),
    defaultValues: {
      name: nextYearOf(source.eventName, year, next),
      starts: laterWallClock(source.eventDate, 364),
      ends: laterWallClock(source.eventEndDate, 364),
      dateText: nextYearOf(source.eventDateText, year, next),
    },
  });
  const { errors, isSubmitting } = form.formState;
  /** The copy is made: its dashboard is on its way. */
  const [leaving, setLeaving] = useState(false);

  async function onValid({ name, starts, ends, dateText }: CopyValues) {
    const outcome = await run(EVENT_ROUTES.copy, {
      params: { eventId: source.eventId },
      body: {
        eventName: name.trim(),
        eventDate: starts,
        ...(ends ? { eventEndDate: ends } : {}),
        eventDateText: dateText.trim(),
      },
    });
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, {
        eventName: "name",
        eventDate: "starts",
        eventEndDate: "ends",
        eventDateText: "dateText",
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
        <TextField
          label="Date line"
          maxLength={200}
          hint="As the pages show the dates, e.g. July 3 – 5, 2026"
          registration={form.register("dateText")}
          error={errors.dateText}
        />
        <FormProblem errors={errors} />
        <SubmitButton busy={isSubmitting || leaving} label="Copy this event" busyLabel="Copying…" />
      </NamedForm>
    </FormCard>
  );
}
