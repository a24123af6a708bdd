"use client";

import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import type { Locale } from "@/lib/i18n/locales";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { useT } from "../locale-provider";
import { putIssuesOnFields } from "../forms/server-issues";
import type { Outcome } from "./booth-editor-parts";

// A queue's decision on what a vendor sent or asked for: Approve, or refuse with the reason the
// vendor will read (the API says when it is missing). The document queue and the add-on requests
// use it. The reason goes into an e-mail in the vendor's language: an organiser refusing a vendor
// who reads Arabic is told so, as the deposit's return form does.

const decisionSchema = z.object({ reason: z.string() });

type DecisionValues = z.infer<typeof decisionSchema>;

export function DecisionForm<T>({
  what,
  approveLabel,
  refuseHeading,
  refuseLabel,
  vendorLocale,
  send,
  onDecided,
}: {
  /** What is decided, for the buttons' and heading's names ("… from vendor"). */
  what: string;
  approveLabel: string;
  refuseHeading: string;
  refuseLabel: string;
  /** The language the vendor reads the decision's e-mail in. */
  vendorLocale: Locale;
  /** Sends the decision (the reason only with a refusal). */
  send: (approve: boolean, reason: string) => Promise<Outcome<T>>;
  onDecided: (approved: boolean, payload: T) => void;
}) {
  const id = useId();
  const { t } = useT();
  const form = useForm<DecisionValues>({
    resolver: zodResolver(decisionSchema),
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [approving, setApproving] = useState(false);
  const busy = isSubmitting || approving;

  async function decide(approve: boolean, reason: string) {
    const outcome = await send(approve, reason);
    if (outcome.ok) return onDecided(approve, outcome.payload);
    putIssuesOnFields(form, outcome, { reason: "reason" });
  }

  async function approve() {
    form.clearErrors();
    setApproving(true);
    await decide(true, "");
    setApproving(false);
  }

  return (
    <div className="space-y-3 border-t border-ink/10 pt-3">
      <button
        type="button"
        className="btn-primary"
        disabled={busy}
        aria-busy={busy}
        onClick={approve}
      >
        {approveLabel}
        <span className="sr-only"> {what}</span>
      </button>
      <form
        onSubmit={form.handleSubmit(({ reason }) => decide(false, reason))}
        noValidate
        aria-labelledby={`${id}-refuse`}
        className="space-y-2"
      >
        <h4 id={`${id}-refuse`} className="font-semibold">
          {refuseHeading}
          <span className="sr-only"> ({what})</span>
        </h4>
        <TextField
          label="Reason (the vendor reads it)"
          hint={vendorLocale === "ar" ? t("deposits.vendorReadsArabic") : undefined}
          maxLength={1000}
          autoComplete="off"
          registration={form.register("reason")}
          error={errors.reason}
        />
        <SubmitButton
          className="btn-secondary text-crimson-dark"
          disabled={busy}
          label={
            <>
              {refuseLabel}
              <span className="sr-only"> {what}</span>
            </>
          }
        />
      </form>
      <FormProblem errors={errors} />
    </div>
  );
}
