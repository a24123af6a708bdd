"use client";

import { useId, type CSSProperties, type FormEventHandler, type ReactNode } from "react";
import type { FieldError, FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { inPageLanguage } from "@/lib/i18n/messages";
import { useLocale, useT } from "../locale-provider";
import { FORM_ERROR } from "./server-issues";

// The console's form controls: a label, an optional hint and the field's message (in the page's
// language, as the site's fields show it), wired to the input with aria-describedby; the same look
// as the site's forms (form-field.tsx).

/** Arabic text in the console (an English page): Cairo, as the Arabic pages set it. */
export const ARABIC_TEXT: CSSProperties = {
  fontFamily: '"Cairo Arabic", var(--font-display), ui-sans-serif, system-ui, sans-serif',
  lineHeight: 1.7,
};

/** Keeps a focused field clear of the sticky save bar at the bottom of the screen. */
const CLEAR_OF_BAR = "scroll-mb-40";

function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(" ") || undefined;
}

/** The mark of a required field (the form says what it means; `required` says it too). */
export function Asterisk() {
  return (
    <span aria-hidden="true" className="text-crimson">
      *
    </span>
  );
}

export function FieldMessage({ id, error }: { id: string; error?: { message?: string } }) {
  const locale = useLocale();
  if (!error?.message) return null;
  return (
    <p id={id} className="field-error">
      {inPageLanguage(error.message, locale)}
    </p>
  );
}

/**
 * The form's error that no field takes (a refusal's, put there by `putIssuesOnFields`), announced
 * at once, above the form's button.
 */
export function FormProblem({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.[FORM_ERROR.slice("root.".length)]?.message;
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-crimson/40 bg-red-50 px-3 py-2 font-medium text-crimson-dark"
    >
      {message}
    </div>
  );
}

type TextFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  /** A note to the organiser beside the label, e.g. a copied text to check ("Check this: ..."). */
  mark?: string;
  /** Marked with an asterisk (not part of the label's name) and `required`. */
  required?: boolean;
  /** An Arabic text: right to left, `lang="ar"`, in Cairo. */
  arabic?: boolean;
  textarea?: boolean;
  rows?: number;
  type?: string;
  inputMode?: "text" | "decimal" | "numeric";
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
  disabled?: boolean;
  min?: number;
  max?: number;
  step?: number;
  dir?: "ltr" | "rtl" | "auto";
  /** The id of a <datalist> of suggestions (the stages a program already has). */
  list?: string;
  className?: string;
  /** Added to the input's own classes (a narrower amount field). */
  inputClassName?: string;
  /** Further ids the input is described by (a preview beside it). */
  describedBy?: string;
};

/** A labelled text input or textarea, with its hint and its message under it. */
export function TextField({
  label,
  registration,
  error,
  hint,
  mark,
  required = false,
  arabic = false,
  textarea = false,
  rows = 4,
  type = "text",
  className = "",
  inputClassName = "",
  describedBy: alsoDescribedBy,
  ...rest
}: TextFieldProps) {
  const { t } = useT();
  const id = `${useId()}-${registration.name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const markId = `${id}-mark`;
  // a day is typed as the server takes it (YYYY-MM-DD), with the format in the page's language
  // under it, rather than the browser's picker and its "mm/dd/yyyy" in the browser's language
  const day = type === "date";
  const formatId = `${id}-format`;
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    // native `required` (the form is noValidate: the checks and their words are the form's own)
    required,
    "aria-describedby": describedBy(
      mark !== undefined && markId,
      hint !== undefined && hintId,
      error?.message && errorId,
      alsoDescribedBy,
      day && formatId,
    ),
    ...(day ? { inputMode: "numeric" as const, dir: "ltr" as const, autoComplete: "off" } : {}),
    className: `field-input ${CLEAR_OF_BAR} ${textarea ? "field-sizing-content min-h-24 max-h-[60vh]" : ""} ${inputClassName}`,
    ...(arabic ? { dir: "rtl" as const, lang: "ar", style: ARABIC_TEXT } : {}),
    ...registration,
    ...rest,
  };
  return (
    <div className={className}>
      {/* The asterisk stays outside the label, so the field's name is the label's words alone. */}
      <div className="mb-1 flex gap-1 text-sm font-semibold text-ink-soft">
        <label htmlFor={id}>{label}</label>
        {required && <Asterisk />}
        {mark !== undefined && (
          <span id={markId} className="ms-2 rounded bg-amber-100 px-1.5 font-normal text-amber-900">
            {mark}
          </span>
        )}
      </div>
      {hint !== undefined && (
        <p id={hintId} className="-mt-0.5 mb-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {textarea ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input type={day ? "text" : type} {...common} />
      )}
      {day && (
        <p id={formatId} className="mt-1 text-sm text-ink-muted">
          {t("common.dateHint", { example: "2027-07-09" })}
        </p>
      )}
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

/** A checkbox with its label beside it and a hint under the label. */
export function CheckboxField({
  label,
  registration,
  hint,
  error,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: FieldError;
}) {
  const id = `${useId()}-${registration.name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className={`mt-0.5 size-6 shrink-0 accent-teal ${CLEAR_OF_BAR}`}
        aria-describedby={describedBy(hint !== undefined && hintId, error?.message && errorId)}
        {...registration}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint !== undefined && (
          <div id={hintId} className="text-sm text-ink-soft">
            {hint}
          </div>
        )}
        <FieldMessage id={errorId} error={error} />
      </div>
    </div>
  );
}

/** A group of radio buttons with its legend and its error. */
export function ChoiceField<V extends string>({
  legend,
  registration,
  options,
  error,
  disabled,
  hint,
}: {
  legend: string;
  registration: UseFormRegisterReturn;
  options: Record<V, string>;
  error?: FieldError;
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
              value={option}
              disabled={disabled}
              {...registration}
              className="size-5 accent-crimson"
            />
            {options[option]}
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** A labelled select. */
export function SelectField({
  label,
  registration,
  error,
  hint,
  children,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const id = `${useId()}-${registration.name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="-mt-0.5 mb-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <select
        id={id}
        className={`field-input ${CLEAR_OF_BAR}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error?.message && errorId)}
        {...registration}
      >
        {children}
      </select>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

/** A group of fields under a heading (the legend holds the heading, for heading navigation). */
export function FieldGroup({
  legend,
  intro,
  children,
}: {
  legend: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="card p-4 sm:p-6">
      <fieldset>
        <legend>
          <h2 className="text-xl font-bold sm:text-2xl">{legend}</h2>
        </legend>
        {intro !== undefined && <div className="mt-1 text-ink-soft">{intro}</div>}
        <div className="mt-4 space-y-4">{children}</div>
      </fieldset>
    </div>
  );
}

/** An editor's form, named by its heading (editing one thing, or adding one). */
export function EditorForm({
  heading,
  onSubmit,
  children,
}: {
  heading: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-xl font-bold">
        {heading}
      </h3>
      {children}
    </form>
  );
}

type TitleAndDescription = "title" | "titleAr" | "description" | "descriptionAr";

/**
 * A record's title and description, each in English and Arabic, two by two: the block the
 * console's forms of named things (a requirement, a performance) share.
 */
export function TitleAndDescriptionFields({
  register,
  errors,
  titleRequired = false,
}: {
  register: (name: TitleAndDescription) => UseFormRegisterReturn;
  errors: Partial<Record<TitleAndDescription, FieldError>>;
  /** The title is marked required (the form refuses it empty either way). */
  titleRequired?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Title"
        required={titleRequired}
        maxLength={200}
        autoComplete="off"
        registration={register("title")}
        error={errors.title}
      />
      <TextField
        label="Title (Arabic)"
        maxLength={200}
        autoComplete="off"
        arabic
        registration={register("titleAr")}
        error={errors.titleAr}
      />
      <TextField
        label="Description"
        maxLength={2000}
        textarea
        rows={3}
        registration={register("description")}
        error={errors.description}
      />
      <TextField
        label="Description (Arabic)"
        maxLength={2000}
        textarea
        rows={3}
        arabic
        registration={register("descriptionAr")}
        error={errors.descriptionAr}
      />
    </div>
  );
}
