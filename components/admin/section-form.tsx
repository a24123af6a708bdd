"use client";

import { useState, type FormEvent } from "react";
import { BOOTH_ROUTES, INCLUSIONS_MAX, SECTION_NAME_MAX as NAME_MAX } from "@/lib/booths/api";
import type { EditorSection } from "@/lib/booths/editor-data";
import { ONE_LINE } from "@/lib/http/plain-text";
import { Field, Notice, placeIssues, useAdminApi } from "./booth-editor-parts";

type Values = {
  name: string;
  nameAr: string;
  inclusions: string;
  inclusionsAr: string;
  isFood: boolean;
};
type Errors = Partial<Record<keyof Values, string>>;

/** The API's rules, in words for the organiser (the server checks them again). */
function check(v: Values): Errors {
  const errors: Errors = {};
  const name = v.name.trim();
  if (!name) errors.name = "Give the section a name, like 'Market Tents'.";
  else if (name.length > NAME_MAX) errors.name = `At most ${NAME_MAX} characters.`;
  else if (!ONE_LINE.test(name)) errors.name = "One line of text.";
  if (v.nameAr.trim().length > NAME_MAX) errors.nameAr = `At most ${NAME_MAX} characters.`;
  else if (!ONE_LINE.test(v.nameAr.trim())) errors.nameAr = "One line of text.";
  if (v.inclusions.trim().length > INCLUSIONS_MAX)
    errors.inclusions = `At most ${INCLUSIONS_MAX} characters.`;
  if (v.inclusionsAr.trim().length > INCLUSIONS_MAX)
    errors.inclusionsAr = `At most ${INCLUSIONS_MAX} characters.`;
  return errors;
}

/** The form's field for each of the API's (a refusal's issues name the API's). */
const API_FIELDS: Record<string, keyof Values> = {
  sectionName: "name",
  sectionNameAr: "nameAr",
  inclusions: "inclusions",
  inclusionsAr: "inclusionsAr",
};

/**
 * A section's form: its names and inclusion notes in English and Arabic, and whether it is for
 * food vendors. Without `section` it adds a new section (the last tab) to the event; with one it
 * edits it. `onDone` gets the saved section's id.
 */
export function SectionForm({
  eventId,
  section,
  onDone,
  onCancel,
  autoFocus = true,
}: {
  eventId: number;
  section?: EditorSection;
  onDone: (sectionId: number, name: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { call } = useAdminApi();
  const [values, setValues] = useState<Values>({
    name: section?.name ?? "",
    nameAr: section?.nameAr ?? "",
    inclusions: section?.inclusions ?? "",
    inclusionsAr: section?.inclusionsAr ?? "",
    isFood: section?.isFood ?? false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Values) => (value: string | boolean) =>
    setValues((v) => ({ ...v, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = check(values);
    setErrors(found);
    setFailed(null);
    if (Object.keys(found).length) {
      focusFirstInvalid(e.currentTarget as HTMLFormElement);
      return;
    }
    setBusy(true);
    const body = {
      sectionName: values.name.trim(),
      sectionNameAr: values.nameAr.trim() || null,
      inclusions: values.inclusions.trim(),
      inclusionsAr: values.inclusionsAr.trim() || null,
      isFood: values.isFood,
    };
    const outcome = section
      ? await call(BOOTH_ROUTES.updateSection, { params: { sectionId: section.id }, body })
      : await call(BOOTH_ROUTES.createSection, { params: { eventId }, body });
    setBusy(false);
    if (outcome.ok) {
      onDone(outcome.payload.sectionId, outcome.payload.sectionName);
      return;
    }
    const placed = placeIssues(outcome, ([field]) => API_FIELDS[String(field)]);
    setErrors(placed.fields);
    setFailed(placed.form ?? null);
  }

  const title = section ? `Edit section ${section.name}` : "New section";
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === "Escape" && onCancel) {
          e.preventDefault();
          onCancel();
        }
      }}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Section name (English)"
          hint="The tab vendors see, like 'Market Tents'."
          value={values.name}
          onChange={set("name")}
          error={errors.name}
          maxLength={NAME_MAX}
          autoFocus={autoFocus}
        />
        <Field
          label="Section name (Arabic)"
          hint="Optional. Arabic pages show the English name without it."
          value={values.nameAr}
          onChange={set("nameAr")}
          error={errors.nameAr}
          maxLength={NAME_MAX}
          arabic
        />
        <Field
          label="What a booth includes (English)"
          hint="Shown above the booths, like '10×10 tent, one table, two chairs'."
          value={values.inclusions}
          onChange={set("inclusions")}
          error={errors.inclusions}
          maxLength={INCLUSIONS_MAX}
          textarea
        />
        <Field
          label="What a booth includes (Arabic)"
          hint="Optional."
          value={values.inclusionsAr}
          onChange={set("inclusionsAr")}
          error={errors.inclusionsAr}
          maxLength={INCLUSIONS_MAX}
          arabic
          textarea
        />
      </div>
      <label className="inline-flex min-h-11 items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-5 accent-crimson"
          checked={values.isFood}
          onChange={(e) => set("isFood")(e.target.checked)}
        />
        Food section (booths for food vendors)
      </label>
      {failed && <Notice tone="error">{failed}</Notice>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : section ? "Save section" : "Add section"}
        </button>
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** Puts the keyboard on the first field marked invalid (after the errors render). */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}
