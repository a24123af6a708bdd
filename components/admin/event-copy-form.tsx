"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { EVENT_ROUTES } from "@/lib/events/api";
import { Notice } from "./booth-editor-parts";
import { placeRefusal, useOfficeCall } from "./use-office-call";

type Field = "name" | "starts" | "ends" | "dateText";

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
  const run = useOfficeCall();
  const year = source.eventDate.slice(0, 4);
  const next = String(Number(year) + 1);
  const [name, setName] = useState(nextYearOf(source.eventName, year, next));
  const [starts, setStarts] = useState(laterWallClock(source.eventDate, 364));
  const [ends, setEnds] = useState(laterWallClock(source.eventEndDate, 364));
  const [dateText, setDateText] = useState(nextYearOf(source.eventDateText, year, next));
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {
      name: name.trim() ? undefined : "Write the new event's name.",
      starts: starts ? undefined : "Choose when the new event starts.",
      dateText: dateText.trim() ? undefined : "Write the date line.",
    };
    setErrors(found);
    const first = (["name", "starts", "dateText"] as const).find((f) => found[f]);
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    setBusy(true);
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
      setBusy(false);
      const placed = placeRefusal(outcome, {
        eventName: "name",
        eventDate: "starts",
        eventEndDate: "ends",
        eventDateText: "dateText",
      });
      setErrors(placed);
      const field = (["name", "starts", "ends", "dateText"] as const).find((f) => placed[f]);
      if (field) document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    router.push(`/admin/events/${outcome.payload.eventId}`);
  }

  const input = (
    field: Field,
    label: string,
    props: {
      value: string;
      onChange: (v: string) => void;
      type?: string;
      maxLength?: number;
      hint?: string;
    },
  ) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="field-label">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        type={props.type ?? "text"}
        value={props.value}
        maxLength={props.maxLength}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={
          [props.hint ? `${id}-${field}-hint` : "", errors[field] ? `${id}-${field}-error` : ""]
            .filter(Boolean)
            .join(" ") || undefined
        }
        className="field-input"
      />
      {props.hint && (
        <p id={`${id}-${field}-hint`} className="mt-1 text-sm text-ink-muted">
          {props.hint}
        </p>
      )}
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-crimson">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Copy this event
      </h2>
      <p className="text-ink-soft">
        A new draft with this event&apos;s sections, booths and prices, seating, texts and contract.
        Every booth and seat starts available; orders, tickets and holds stay here. Opening hours
        and the balance due date move with the start date.
      </p>
      <form noValidate onSubmit={submit} className="space-y-3" aria-label="Copy this event">
        {input("name", "New event name", { value: name, onChange: setName, maxLength: 200 })}
        <div className="grid gap-3 sm:grid-cols-2">
          {input("starts", "Starts", {
            value: starts,
            onChange: setStarts,
            type: "datetime-local",
            hint: "Toronto time",
          })}
          {input("ends", "Ends", {
            value: ends,
            onChange: setEnds,
            type: "datetime-local",
            hint: "Toronto time",
          })}
        </div>
        {input("dateText", "Date line", {
          value: dateText,
          onChange: setDateText,
          maxLength: 200,
          hint: "As the pages show the dates, e.g. July 3 – 5, 2026",
        })}
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? "Copying…" : "Copy this event"}
        </button>
      </form>
    </section>
  );
}
