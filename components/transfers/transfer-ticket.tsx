"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { alertService } from "@/lib/site/alerts";
import { LOCALES } from "@/lib/i18n/locales";
import { TRANSFER_ROUTES } from "@/lib/transfers/api";
import { transferRequest, type TransferInput } from "@/lib/transfers/resource";
import { FormEnd } from "../account/account-fields";
import { useApiForm } from "../account/use-api-form";
import { EmailField, fieldsOf, lowercaseAsTyped } from "../forms/form-field";
import { useT } from "../locale-provider";

/** The languages a friend's e-mails can be written in, each named in its own language. */
const LANGUAGE_NAMES = { en: "English", ar: "العربية" } as const;

/**
 * "Transfer" under a ticket: opens a small form for the friend's e-mail address and the language
 * of their e-mail. Sent, the page shows the transfer waiting, with "Cancel transfer".
 */
export function TransferTicket({ ticketId, seat }: { ticketId: string; seat: string }) {
  const { t, locale } = useT();
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const { send, formError } = useApiForm();
  const form = useForm<TransferInput>({
    resolver: zodResolver(transferRequest),
    defaultValues: { email: "", language: locale },
  });
  const field = fieldsOf(form);

  async function onValid(values: TransferInput) {
    const result = await send(TRANSFER_ROUTES.start, { params: { ticketId }, body: values });
    if (!result) return;
    alertService.success(t("tickets.transfer.sent", { email: result.payload.toEmail }));
    setOpen(false);
    form.reset();
    router.refresh();
  }

  return (
    <div className="mt-3 print:hidden">
      <button
        type="button"
        className="btn-secondary"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        {t("tickets.transfer.button")}
      </button>
      {open && (
        <form
          id={`${id}-form`}
          noValidate
          aria-label={t("tickets.transfer.formLabel", { seat })}
          className="mt-3 space-y-3"
          onSubmit={form.handleSubmit(onValid)}
        >
          <p className="text-sm text-ink-soft">{t("tickets.transfer.help")}</p>
          <EmailField
            required
            label={t("tickets.transfer.email")}
            {...field("email", lowercaseAsTyped)}
          />
          <div>
            <label htmlFor={`${id}-language`} className="field-label">
              {t("tickets.transfer.language")}
            </label>
            <select id={`${id}-language`} className="field-input" {...form.register("language")}>
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
          <FormEnd
            formError={formError}
            busy={form.formState.isSubmitting}
            label={t("tickets.transfer.submit")}
            busyLabel={t("tickets.transfer.busy")}
          />
        </form>
      )}
    </div>
  );
}

/** "Cancel transfer" beside a transfer waiting for the friend: the ticket stays the holder's. */
export function CancelTransfer({ transferId }: { transferId: number }) {
  const { t } = useT();
  const router = useRouter();
  const { send, formError } = useApiForm();
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    const result = await send(TRANSFER_ROUTES.cancel, { params: { transferId } });
    setBusy(false);
    if (!result) return;
    alertService.success(t("tickets.transfer.cancelled"));
    router.refresh();
  }

  return (
    <div className="mt-2 space-y-2 print:hidden">
      <button
        type="button"
        className="btn-secondary"
        onClick={() => void cancel()}
        disabled={busy}
        aria-busy={busy}
      >
        {t("tickets.transfer.cancel")}
      </button>
      {formError && (
        <p role="alert" className="text-sm font-medium text-crimson-dark">
          {formError}
        </p>
      )}
    </div>
  );
}

/** "Accept the ticket" on the page the friend's link opens; then their tickets page. */
export function AcceptTransfer({ transferId, token }: { transferId: number; token: string }) {
  const { t, href } = useT();
  const router = useRouter();
  const { send, formError } = useApiForm();
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    const result = await send(TRANSFER_ROUTES.accept, { params: { transferId }, body: { token } });
    if (!result) {
      setBusy(false);
      return;
    }
    alertService.success(t("tickets.accept.done"), { keepAfterRouteChange: true });
    router.push(href("/tickets"));
  }

  return (
    <div className="mt-4 space-y-3">
      <button
        type="button"
        className="btn-primary"
        onClick={() => void accept()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t("tickets.accept.busy") : t("tickets.accept.button")}
      </button>
      {formError && (
        <p role="alert" className="font-medium text-crimson-dark">
          {formError}
        </p>
      )}
    </div>
  );
}
