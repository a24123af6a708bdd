"use client";

import { useId, useState } from "react";
import { useFieldArray, useForm, type UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { EVENT_ROUTES } from "@/lib/events/api";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { StatusLine, useAdminApi } from "./booth-editor-parts";
import { NamedForm } from "../forms/named-form";
import { FormCard } from "./form-card";
import { copyCheckMark } from "./event-editor-schema";

/** One day's hours as the form holds them: a Toronto day and two wall-clock times. */
type Day = { date: string; opens: string; closes: string };

export type HomeFeature = {
  featured: boolean;
  featuredTitle: string | null;
  featuredTitleAr: string | null;
  /** ISO times with their Toronto offset, as the organiser API answers them. */
  openingHours: { opens: string; closes: string }[];
  /** A copy's texts to check (its titles among them), until each is saved changed. */
  copyChecks?: { fromYear: number; fields: string[] } | null;
};

/** "2025-07-04T18:00:00-04:00" -> its Toronto day and time, as the date and time inputs take. */
const dayOf = ({ opens, closes }: { opens: string; closes: string }): Day => ({
  date: opens.slice(0, 10),
  opens: opens.slice(11, 16),
  closes: closes.slice(11, 16),
});

const homeFeatureSchema = z.object({
  featured: z.boolean(),
  title: z.string(),
  titleAr: z.string(),
  days: z
    .array(z.object({ date: z.string(), opens: z.string(), closes: z.string() }))
    .refine((days) => days.every((d) => d.date && d.opens && d.closes), {
      error: "Give each day a date, an opening time and a closing time.",
    }),
});

type HomeFeatureValues = z.infer<typeof homeFeatureSchema>;

/**
 * The event on the home page (PUT /api/admin/v1/events/{eventId}: featured, featuredTitle(+Ar),
 * openingHours): marking it featured unmarks the event featured before; the days are Toronto time.
 */
export function HomeFeatureForm({ eventId, initial }: { eventId: number; initial: HomeFeature }) {
  const id = useId();
  const { call } = useAdminApi();
  const form = useForm<HomeFeatureValues>({
    resolver: zodResolver(homeFeatureSchema),
    defaultValues: {
      featured: initial.featured,
      title: initial.featuredTitle ?? "",
      titleAr: initial.featuredTitleAr ?? "",
      days: initial.openingHours.map(dayOf),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const days = useFieldArray({ control: form.control, name: "days" });
  const [done, setDone] = useState<string | null>(null);
  const [checks, setChecks] = useState(initial.copyChecks ?? null);
  const markOf = (field: string) =>
    checks?.fields.includes(field) ? copyCheckMark(checks.fromYear) : undefined;

  async function onValid({ featured, title, titleAr, days }: HomeFeatureValues) {
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
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, {
        featured: "featured",
        featuredTitle: "title",
        featuredTitleAr: "titleAr",
        openingHours: "days",
      });
      return;
    }
    setChecks(outcome.payload.copyChecks);
    setDone(featured ? "Saved: this event is the home page's festival." : "Saved.");
  }

  const daysError = errors.days?.message ?? errors.days?.root?.message;
  return (
    <FormCard id={id} title="Home page">
      <StatusLine message={done} />
      <NamedForm
        label="Home page"
        onSubmit={(e) => {
          setDone(null);
          return form.handleSubmit(onValid)(e);
        }}
      >
        <label className="flex min-h-11 items-center gap-2 font-medium">
          <input type="checkbox" {...form.register("featured")} className="size-5" />
          Feature on the home page (unmarks the event featured now)
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Title on the home page (empty: the event's name)"
            maxLength={200}
            registration={form.register("title")}
            error={errors.title}
            mark={markOf("featuredTitle")}
          />
          <TextField
            label="Arabic title on the home page"
            arabic
            maxLength={200}
            registration={form.register("titleAr")}
            error={errors.titleAr}
            mark={markOf("featuredTitleAr")}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="field-label">Opening hours (Toronto time)</legend>
          {days.fields.map((d, i) => (
            <div key={d.id} className="flex flex-wrap items-end gap-2">
              <DayPart
                label={`Day ${i + 1}`}
                type="date"
                registration={form.register(`days.${i}.date`)}
              />
              <DayPart label="Opens" type="time" registration={form.register(`days.${i}.opens`)} />
              <DayPart
                label="Closes"
                type="time"
                registration={form.register(`days.${i}.closes`)}
              />
              <button type="button" className="btn-secondary" onClick={() => days.remove(i)}>
                Remove day {i + 1}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn-secondary"
            onClick={() => days.append({ date: "", opens: "11:00", closes: "23:00" })}
          >
            Add a day
          </button>
        </fieldset>
        {daysError && (
          <div
            role="alert"
            className="rounded-lg border border-crimson/40 bg-red-50 px-3 py-2 font-medium text-crimson-dark"
          >
            {daysError}
          </div>
        )}
        <FormProblem errors={errors} />
        <SubmitButton busy={isSubmitting} label="Save home page" busyLabel="Saving…" />
      </NamedForm>
    </FormCard>
  );
}

/** One labelled date or time of a festival day's row. */
function DayPart(props: {
  label: string;
  type: "date" | "time";
  registration: UseFormRegisterReturn;
}) {
  return (
    <label className="text-sm">
      {props.label}
      <input type={props.type} {...props.registration} className="field-input" />
    </label>
  );
}
