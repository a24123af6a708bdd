import { useId, type ReactNode, type Ref } from "react";
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import { inPageLanguage } from "@/lib/i18n/messages";
import { useLocale } from "../locale-provider";
import { useHydrated } from "../use-hydrated";
import { Asterisk } from "./console-fields";

/** Fields whose value is written left to right whatever the page's language. */
const LTR_TYPES = new Set(["email", "tel", "password"]);

/** Register options that lowercase an e-mail address as it is typed (accounts are lowercase). */
export const lowercaseAsTyped = {
  onChange: (e: { target: HTMLInputElement }) => {
    e.target.value = e.target.value.toLowerCase();
  },
};

/** A field's registration and its validation message, as a FormField takes them. */
export type BoundField = { registration: UseFormRegisterReturn; error?: FieldError };

/**
 * A form's fields for FormField: `field("email")` is the registration and the validation message
 * of the field so named (with register options, such as lowercaseAsTyped, where given).
 */
export function fieldsOf<V extends FieldValues>(form: UseFormReturn<V>) {
  const { errors } = form.formState;
  return (name: Path<V>, options?: RegisterOptions<V, Path<V>>): BoundField => ({
    registration: form.register(name, options),
    error: get(errors, name) as FieldError | undefined,
  });
}

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
  required = false,
  ...rest
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: string;
  textarea?: boolean;
  /** Marked with a star beside its label (and aria-required); the schema still decides. */
  required?: boolean;
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
    "aria-required": required || undefined,
    className: "field-input",
    dir: LTR_TYPES.has(type) ? "ltr" : undefined,
    ...registration,
    ...rest,
  };
  return (
    <div>
      {/* The asterisk stays outside the label, so the field's name is the label's words alone. */}
      {required ? (
        <div className="flex gap-1">
          <label htmlFor={id} className="field-label">
            {label}
          </label>
          <Asterisk />
        </div>
      ) : (
        <label htmlFor={id} className="field-label">
          {label}
        </label>
      )}
      {textarea ? <textarea rows={5} {...common} /> : <input type={type} {...common} />}
      {error?.message && (
        <p id={errorId} className="field-error">
          {inPageLanguage(error.message, locale)}
        </p>
      )}
    </div>
  );
}

/** An e-mail address field (the browser's autofill, at most 254 characters). */
export function EmailField({
  label,
  required,
  ...bound
}: { label: string; required?: boolean } & BoundField) {
  return (
    <FormField
      label={label}
      type="email"
      autoComplete="email"
      maxLength={254}
      required={required}
      {...bound}
    />
  );
}

/** A password field: `autoComplete` tells the browser a new password from the current one. */
export function PasswordField({
  label,
  autoComplete,
  placeholder,
  required,
  ...bound
}: {
  label: string;
  autoComplete: "new-password" | "current-password";
  placeholder?: string;
  required?: boolean;
} & BoundField) {
  return (
    <FormField
      label={label}
      type="password"
      autoComplete={autoComplete}
      placeholder={placeholder}
      required={required}
      {...bound}
    />
  );
}

/**
 * A form's submit button: disabled (and relabelled, given `busyLabel`) while the form is being
 * sent (its `formState.isSubmitting` as `busy`). A form that only opens a confirming step gives
 * no `busy`.
 *
 * Disabled too until the page has hydrated: the form is in the server's HTML, but only its script
 * sends it. Pressed (or Enter in a field) before then, the browser would send it itself, as a GET
 * to the page's own address: a password in the address bar and the server's logs, and what was
 * typed lost with the reload.
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
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type="submit"
      className={className}
      disabled={busy || disabled || !hydrated || undefined}
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
