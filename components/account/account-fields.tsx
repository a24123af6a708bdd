import Link from "next/link";
import type { FormEventHandler, ReactNode } from "react";
import { type BoundField, FormField, SubmitButton } from "../forms/form-field";
import { useT } from "../locale-provider";
import { FormError } from "./form-error";

type VendorField = "firstName" | "vendorName" | "lob" | "city" | "phone";

type VendorFieldsProps = {
  field: (name: VendorField) => BoundField;
  vendorNameLabel: string;
  lobLabel: string;
  autofill: boolean;
};

/**
 * A vendor's account form in two columns (registering, the profile): it starts with the vendor's
 * fields, then the form's own (`children`).
 */
export function VendorForm({
  label,
  onSubmit,
  onFocus,
  children,
  ...fields
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** As the visitor starts on the form (its schema loads then, see account-schemas.ts). */
  onFocus?: () => void;
  children: ReactNode;
} & VendorFieldsProps) {
  const { t } = useT();
  return (
    <form
      noValidate
      aria-label={label}
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={onSubmit}
      onFocus={onFocus}
    >
      <p className="text-sm text-ink-soft sm:col-span-2">{t("common.requiredNote")}</p>
      <VendorFields {...fields} />
      {children}
    </form>
  );
}

/**
 * A vendor's contact and business fields, as registering and the profile both ask for them: the
 * contact's name, the business's two names (each form words them its own way), city and phone.
 * `autofill` lets the browser offer the city and phone it knows.
 */
function VendorFields({ field, vendorNameLabel, lobLabel, autofill }: VendorFieldsProps) {
  const { t } = useT();
  return (
    <>
      <FormField
        label={t("account.fields.contactName")}
        autoComplete="name"
        required
        {...field("firstName")}
      />
      <FormField
        label={vendorNameLabel}
        autoComplete="organization"
        maxLength={50}
        required
        {...field("vendorName")}
      />
      <FormField label={lobLabel} maxLength={50} required {...field("lob")} />
      <FormField
        label={t("account.fields.city")}
        autoComplete={autofill ? "address-level2" : undefined}
        required
        {...field("city")}
      />
      <FormField
        label={t("account.fields.phone")}
        type="tel"
        autoComplete={autofill ? "tel" : undefined}
        required
        {...field("phone")}
      />
    </>
  );
}

type Submit = { formError: string | null; busy: boolean; label: string; busyLabel: string };

/** The end of a one-column account form: what the API refused, then the submit button. */
export function FormEnd({ formError, busy, label, busyLabel }: Submit) {
  return (
    <>
      <FormError message={formError} />
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
    </>
  );
}

/**
 * The end of a two-column account form, across both columns: what the API refused, then the
 * submit button, with a Cancel link to `cancelHref` where the form has one.
 */
export function GridFormEnd({
  formError,
  busy,
  label,
  busyLabel,
  cancelHref,
}: Submit & { cancelHref?: string }) {
  const { t } = useT();
  let cancel: ReactNode = null;
  if (cancelHref)
    cancel = (
      <Link href={cancelHref} className="btn-secondary">
        {t("common.cancel")}
      </Link>
    );
  return (
    <>
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <div className={cancelHref ? "flex gap-3 sm:col-span-2" : "sm:col-span-2"}>
        <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
        {cancel}
      </div>
    </>
  );
}
