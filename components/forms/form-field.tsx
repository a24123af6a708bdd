import { useId, type ReactNode, type Ref } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { inPageLanguage } from "@/lib/i18n/messages";
import { useLocale } from "../locale-provider";

/** Fields whose value is written left to right whatever the page's language. */
const LTR_TYPES = new Set(["email", "tel", "password"]);

/** Register options that lowercase an e-mail address as it is typed (accounts are lowercase). */
export const lowercaseAsTyped = {
  onChange: (e: { target: HTMLInputElement }) => {
    e.target.value = e.target.value.toLowerCase();
  },
};

/**
 * A labelled input with its validation message (shown only after submit). The message is the
 * schema's English one (its feature's api.ts), shown in the page's language. E-mail, phone and
 * password fields are left to right on Arabic pages too; pass `dir="ltr"` for other codes.
 */
export function FormField({
  label,
  registration,
  error,
  type = "text",
  textarea = false,
  ...rest
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: string;
  textarea?: boolean;
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  placeholder?: string;
  dir?: "ltr" | "rtl" | "auto";
}) {
  const locale = useLocale();
  const id = `${useId()}-${registration.name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: "field-input",
    dir: LTR_TYPES.has(type) ? "ltr" : undefined,
    ...registration,
    ...rest,
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {textarea ? <textarea rows={5} {...common} /> : <input type={type} {...common} />}
      {error?.message && (
        <p id={errorId} className="field-error">
          {inPageLanguage(error.message, locale)}
        </p>
      )}
    </div>
  );
}

/**
 * A form's submit button: disabled (and relabelled, given `busyLabel`) while the form is being
 * sent (its `formState.isSubmitting` as `busy`). A form that only opens a confirming step gives
 * no `busy`.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = "btn-primary",
  disabled = false,
  ref,
}: {
  busy?: boolean;
  label: ReactNode;
  busyLabel?: string;
  className?: string;
  /** Not to be sent yet (nothing chosen), besides while it is being sent. */
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="submit"
      className={className}
      disabled={busy || disabled || undefined}
      aria-busy={busy}
    >
      {busy && busyLabel !== undefined ? busyLabel : label}
    </button>
  );
}

/**
 * A console editor's buttons: the one that saves (busy while the form is sent), and Cancel where
 * the form was opened in place (`lockCancel`: not while the form is being sent).
 */
export function SaveButtons({
  busy,
  label,
  onCancel,
  lockCancel = false,
}: {
  busy: boolean;
  label: string;
  onCancel?: () => void;
  lockCancel?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton busy={busy} label={label} busyLabel="Saving…" />
      {onCancel && (
        <button
          type="button"
          className="btn-secondary"
          onClick={onCancel}
          disabled={lockCancel && busy}
        >
          Cancel
        </button>
      )}
    </div>
  );
}
