"use client";

import { useId, useState, type FormEvent } from "react";
import { EVENT_ROUTES } from "@/lib/events/api";
import { Notice, StatusLine, useAdminApi } from "./booth-editor-parts";

/** One day's hours as the form holds them: a Toronto day and two wall-clock times. */
type Day = { date: string; opens: string; closes: string };

export type HomeFeature = {
  featured: boolean;
  featuredTitle: string | null;
  featuredTitleAr: string | null;
  /** ISO times with their Toronto offset, as the organiser API answers them. */
  openingHours: { opens: string; closes: string }[];
};

/** "2025-07-04T18:00:00-04:00" -> its Toronto day and time, as the date and time inputs take. */
const dayOf = ({ opens, closes }: { opens: string; closes: string }): Day => ({
  date: opens.slice(0, 10),
  opens: opens.slice(11, 16),
  closes: closes.slice(11, 16),
});

/**
 * The event on the home page (PUT /api/admin/v1/events/{eventId}: featured, featuredTitle(+Ar),
 * openingHours): marking it featured unmarks the event featured before; the days are Toronto time.
 */
export function HomeFeatureForm({ eventId, initial }: { eventId: number; initial: HomeFeature }) {
  const id = useId();
  const { call } = useAdminApi();
  const [featured, setFeatured] = useState(initial.featured);
  const [title, setTitle] = useState(initial.featuredTitle ?? "");
  const [titleAr, setTitleAr] = useState(initial.featuredTitleAr ?? "");
  const [days, setDays] = useState<Day[]>(initial.openingHours.map(dayOf));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setDay = (i: number, change: Partial<Day>) =>
    setDays((all) => all.map((d, j) => (j === i ? { ...d, ...change } : d)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    setError(null);
    if (days.some((d) => !d.date || !d.opens || !d.closes))
      return setError("Give each day a date, an opening time and a closing time.");
    setBusy(true);
    const outcome = await call(EVENT_ROUTES.update, {
      params: { eventId },
      body: {
        featured,
        featuredTitle: title.trim() || null,
        featuredTitleAr: titleAr.trim() || null,
        openingHours: days.map((d) => ({
          opens: `${d.date}T${d.opens}`,
          closes: `${d.date}T${d.closes}`,
        })),
      },
    });
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    setDone(featured ? "Saved: this event is the home page's festival." : "Saved.");
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Home page
      </h2>
      <StatusLine message={done} />
      <form noValidate onSubmit={submit} className="space-y-3" aria-label="Home page">
        <label className="flex min-h-11 items-center gap-2 font-medium">
          <input
            type="checkbox"
            checked={featured}
            onChange={(e) => setFeatured(e.target.checked)}
            className="size-5"
          />
          Feature on the home page (unmarks the event featured now)
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-title-en`} className="field-label">
              Title on the home page (empty: the event&apos;s name)
            </label>
            <input
              id={`${id}-title-en`}
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
              className="field-input"
            />
          </div>
          <div>
            <label htmlFor={`${id}-title-ar`} className="field-label">
              Arabic title on the home page
            </label>
            <input
              id={`${id}-title-ar`}
              dir="rtl"
              lang="ar"
              value={titleAr}
              maxLength={200}
              onChange={(e) => setTitleAr(e.target.value)}
              className="field-input"
            />
          </div>
        </div>
        <fieldset className="space-y-2">
          <legend className="field-label">Opening hours (Toronto time)</legend>
          {days.map((d, i) => (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <DayPart
                label={`Day ${i + 1}`}
                type="date"
                value={d.date}
                onChange={(date) => setDay(i, { date })}
              />
              <DayPart
                label="Opens"
                type="time"
                value={d.opens}
                onChange={(opens) => setDay(i, { opens })}
              />
              <DayPart
                label="Closes"
                type="time"
                value={d.closes}
                onChange={(closes) => setDay(i, { closes })}
              />
              <button
                type="button"
                className="btn-secondary"
                onClick={() => setDays((all) => all.filter((_, j) => j !== i))}
              >
                Remove day {i + 1}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              setDays((all) => [...all, { date: "", opens: "11:00", closes: "23:00" }])
            }
          >
            Add a day
          </button>
        </fieldset>
        {error && <Notice tone="error">{error}</Notice>}
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : "Save home page"}
        </button>
      </form>
    </section>
  );
}

/** One labelled date or time of a festival day's row. */
function DayPart(props: {
  label: string;
  type: "date" | "time";
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="text-sm">
      {props.label}
      <input
        type={props.type}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="field-input"
      />
    </label>
  );
}
