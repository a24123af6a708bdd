"use client";

import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { REQUIREMENT_ROUTES } from "@/lib/requirements/api";
import type { requirementAnswer } from "@/lib/requirements/resource/requirement";
import { Field, Notice, placeIssues, useAdminApi } from "./booth-editor-parts";

// Adding and editing one of an event's requirements (POST /api/admin/v1/events/{eventId}/
// requirements, PUT /api/admin/v1/requirements/{requirementId}): its words in English and Arabic,
// who it applies to, what satisfies it, its due date (a Toronto day), whether the vendor enters
// the document's expiry, and what missing it means. A refusal's messages go on their fields.

export type RequirementView = z.output<typeof requirementAnswer>;

type Values = {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  appliesTo: RequirementView["appliesTo"];
  kind: RequirementView["kind"];
  dueDate: string;
  needsExpiry: boolean;
  consequence: RequirementView["consequence"];
};
type FieldName = keyof Values;

export const AUDIENCE_WORDS: Record<Values["appliesTo"], string> = {
  ALL: "All vendors",
  FOOD: "Food vendors",
  OTHER: "Other vendors",
};
export const KIND_WORDS: Record<Values["kind"], string> = {
  FILE: "A file upload",
  DECLARATION: "A declaration the vendor ticks",
};
export const CONSEQUENCE_WORDS: Record<Values["consequence"], string> = {
  NOT_READY: "The booth may not open",
  INELIGIBLE: "The vendor becomes ineligible",
};

const FIELDS: readonly string[] = [
  "title",
  "titleAr",
  "description",
  "descriptionAr",
  "appliesTo",
  "kind",
  "dueDate",
  "needsExpiry",
  "consequence",
] satisfies FieldName[];

const EMPTY: Values = {
  title: "",
  titleAr: "",
  description: "",
  descriptionAr: "",
  appliesTo: "ALL",
  kind: "FILE",
  dueDate: "",
  needsExpiry: false,
  consequence: "NOT_READY",
};

const valuesOf = (r: RequirementView): Values => ({
  title: r.title,
  titleAr: r.titleAr ?? "",
  description: r.description,
  descriptionAr: r.descriptionAr ?? "",
  appliesTo: r.appliesTo,
  kind: r.kind,
  dueDate: r.dueDate,
  needsExpiry: r.needsExpiry,
  consequence: r.consequence,
});

/** A group of radio buttons with its legend and its error. */
function Choice<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  disabled,
  hint,
}: {
  legend: string;
  name: string;
  value: V;
  options: Record<V, string>;
  onChange: (value: V) => void;
  error?: string;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={
        [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].join(" ").trim() || undefined
      }
    >
      <legend className="field-label">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-0.5 mb-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-x-5">
        {(Object.keys(options) as V[]).map((option) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => onChange(option)}
              className="size-5 accent-crimson"
            />
            {options[option]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The form of a new requirement (`requirement` absent) or of an existing one: an edit sends only
 * what changed. `onDone` hears the saved requirement's title.
 */
export function RequirementForm({
  eventId,
  requirement,
  onDone,
  onCancel,
}: {
  eventId: number;
  requirement?: RequirementView;
  onDone: (message: string) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const { call } = useAdminApi();
  const initial = requirement ? valuesOf(requirement) : EMPTY;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set =
    <F extends FieldName>(field: F) =>
    (value: Values[F]) =>
      setValues((v) => ({ ...v, [field]: value }));
  const answered = (requirement?.submissions ?? 0) > 0;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    const body = { ...values, needsExpiry: values.kind === "FILE" && values.needsExpiry };
    const outcome = requirement
      ? await call(REQUIREMENT_ROUTES.update, {
          params: { requirementId: requirement.requirementId },
          body: Object.fromEntries(
            Object.entries(body).filter(([key, value]) => value !== initial[key as FieldName]),
          ) as Partial<Values>,
        })
      : await call(REQUIREMENT_ROUTES.create, { params: { eventId }, body });
    setBusy(false);
    if (outcome.ok) {
      setErrors({});
      if (!requirement) setValues(EMPTY);
      onDone(
        requirement
          ? `“${outcome.payload.title}” saved.`
          : `“${outcome.payload.title}” added: it is due ${outcome.payload.dueDate}.`,
      );
      return;
    }
    const placed = placeIssues<FieldName>(outcome, (path) => {
      const field = String(path[0] ?? "");
      return FIELDS.includes(field) ? (field as FieldName) : undefined;
    });
    setErrors(placed.fields);
    setFormError(placed.form ?? null);
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-xl font-bold">
        {requirement ? `Edit “${requirement.title}”` : "Add a requirement"}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Title"
          value={values.title}
          onChange={set("title")}
          error={errors.title}
          maxLength={200}
        />
        <Field
          label="Title (Arabic)"
          value={values.titleAr}
          onChange={set("titleAr")}
          error={errors.titleAr}
          maxLength={200}
          arabic
        />
        <Field
          label="Description"
          value={values.description}
          onChange={set("description")}
          error={errors.description}
          maxLength={2000}
          textarea
        />
        <Field
          label="Description (Arabic)"
          value={values.descriptionAr}
          onChange={set("descriptionAr")}
          error={errors.descriptionAr}
          maxLength={2000}
          textarea
          arabic
        />
      </div>
      <Choice
        legend="Applies to"
        name="appliesTo"
        value={values.appliesTo}
        options={AUDIENCE_WORDS}
        onChange={set("appliesTo")}
        error={errors.appliesTo}
        hint="A section's food flag decides who is a food vendor."
      />
      <Choice
        legend="What satisfies it"
        name="kind"
        value={values.kind}
        options={KIND_WORDS}
        onChange={set("kind")}
        error={errors.kind}
        disabled={answered}
        hint={answered ? "Vendors have answered it: this stays as it is." : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-due`} className="field-label">
            Due date (Toronto)
          </label>
          <input
            id={`${id}-due`}
            type="date"
            value={values.dueDate}
            onChange={(e) => set("dueDate")(e.target.value)}
            aria-invalid={errors.dueDate ? true : undefined}
            aria-describedby={errors.dueDate ? `${id}-due-error` : undefined}
            className="field-input"
          />
          {errors.dueDate && (
            <p id={`${id}-due-error`} className="field-error">
              {errors.dueDate}
            </p>
          )}
        </div>
        {values.kind === "FILE" && (
          <div>
            <label
              htmlFor={`${id}-expiry`}
              className="mt-6 inline-flex min-h-11 items-center gap-2"
            >
              <input
                id={`${id}-expiry`}
                type="checkbox"
                checked={values.needsExpiry}
                onChange={(e) => set("needsExpiry")(e.target.checked)}
                aria-invalid={errors.needsExpiry ? true : undefined}
                aria-describedby={errors.needsExpiry ? `${id}-expiry-error` : undefined}
                className="size-5 accent-crimson"
              />
              The vendor enters the document&apos;s expiry date (it must cover the event)
            </label>
            {errors.needsExpiry && (
              <p id={`${id}-expiry-error`} className="field-error">
                {errors.needsExpiry}
              </p>
            )}
          </div>
        )}
      </div>
      <Choice
        legend="When missed"
        name="consequence"
        value={values.consequence}
        options={CONSEQUENCE_WORDS}
        onChange={set("consequence")}
        error={errors.consequence}
      />
      {formError && <Notice tone="error">{formError}</Notice>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : requirement ? "Save changes" : "Add requirement"}
        </button>
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
