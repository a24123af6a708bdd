"use client";

import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { DEPOSIT_ROUTES } from "@/lib/deposits/api";
import type { Locale } from "@/lib/i18n/locales";
import { formatCad, parseTypedDollars } from "@/lib/payments/pricing";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { ConfirmStep, useConfirmStep } from "./confirm-step";
import { useAdminApi } from "./booth-editor-parts";
import { useT } from "../locale-provider";

// The inspection after the event: the checklist (vacated, no damage, garbage removed) and the
// decision about the deposit held: return it in full, return part (the amount kept and why), or
// keep all (why). Sent only once the organiser confirms what goes back and what is kept.

const CHECKS = [
  { key: "vacated", label: "The site was vacated" },
  { key: "noDamage", label: "No damage" },
  { key: "garbageRemoved", label: "Garbage removed" },
] as const;

/** The decision: kept cents within the deposit held, a reason unless all of it goes back. */
function decisionSchema(heldCents: number) {
  return z
    .object({
      checklist: z.object({
        vacated: z.boolean(),
        noDamage: z.boolean(),
        garbageRemoved: z.boolean(),
      }),
      choice: z.enum(["FULL", "PART", "KEEP"]),
      kept: z.string(),
      reason: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.choice === "PART") {
        const cents = parseTypedDollars(v.kept);
        if (cents === null || cents <= 0 || cents >= heldCents)
          ctx.addIssue({
            code: "custom",
            path: ["kept"],
            message: `Enter the amount kept in dollars, more than $0 and less than ${formatCad(heldCents)}.`,
          });
      }
      if (v.choice !== "FULL" && !v.reason.trim())
        ctx.addIssue({
          code: "custom",
          path: ["reason"],
          message: "Say why the deposit is kept: the vendor reads it.",
        });
    });
}

type DecisionValues = z.infer<ReturnType<typeof decisionSchema>>;

export function DepositReturnForm({
  orderId,
  heldCents,
  byCheque,
  vendorLocale = "en",
  onDone,
}: {
  orderId: number;
  /** The deposit held: what the decision shares between returned and kept. */
  heldCents: number;
  /** Paid at the office: what is returned goes back by cheque. */
  byCheque: boolean;
  /** The language the vendor reads the decision's e-mail in. */
  vendorLocale?: Locale;
  onDone: (message: string) => void;
}) {
  const { t } = useT();
  const { call: run } = useAdminApi();
  const schema = useMemo(() => decisionSchema(heldCents), [heldCents]);
  const form = useForm<DecisionValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      checklist: { vacated: false, noDamage: false, garbageRemoved: false },
      choice: "FULL",
      kept: "",
      reason: "",
    },
  });
  const { errors } = form.formState;
  const choice = useWatch({ control: form.control, name: "choice" });
  const { pending, propose, busy, back, send, submitButton } = useConfirmStep<
    { returnedCents: number; keptCents: number; reason: string | null },
    DecisionValues
  >(form, { returnedCents: "kept", reason: "reason" });

  function onValid(v: DecisionValues) {
    const keptCents =
      v.choice === "PART" ? parseTypedDollars(v.kept)! : v.choice === "KEEP" ? heldCents : 0;
    propose({
      returnedCents: heldCents - keptCents,
      keptCents,
      reason: v.reason.trim() || null,
    });
  }

  function confirm() {
    return send(
      ({ returnedCents, reason }) =>
        run(DEPOSIT_ROUTES.return, {
          params: { orderId },
          body: { returnedCents, reason, checklist: form.getValues("checklist") },
        }),
      ({ returnedCents, keptCents }) =>
        onDone(
          `Deposit decided: ${formatCad(returnedCents)} returned, ${formatCad(keptCents)} kept; the vendor has been e-mailed.`,
        ),
    );
  }

  return (
    <div className="space-y-3">
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        className="space-y-4"
        aria-label="Return the damage deposit"
        inert={pending !== null}
        data-testid="deposit-return-form"
      >
        <fieldset>
          <legend className="field-label">Inspection</legend>
          {CHECKS.map((c) => (
            <label key={c.key} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" {...form.register(`checklist.${c.key}`)} className="size-5" />
              {c.label}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend className="field-label">Decision</legend>
          {(
            [
              ["FULL", `Return in full (${formatCad(heldCents)})`],
              ["PART", "Return part"],
              ["KEEP", "Keep all"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={value} {...form.register("choice")} className="size-5" />
              {label}
            </label>
          ))}
        </fieldset>
        {choice === "PART" && (
          <TextField
            label="Amount kept (CAD)"
            inputMode="decimal"
            inputClassName="max-w-48"
            registration={form.register("kept")}
            error={errors.kept}
          />
        )}
        {choice !== "FULL" && (
          <TextField
            label="Reason (the vendor reads it)"
            hint={vendorLocale === "ar" ? t("deposits.vendorReadsArabic") : undefined}
            textarea
            rows={3}
            maxLength={500}
            registration={form.register("reason")}
            error={errors.reason}
          />
        )}
        <FormProblem errors={errors} />
        <SubmitButton ref={submitButton} label="Decide the deposit" />
      </form>
      {pending && (
        <ConfirmStep
          title="Confirm the deposit's return"
          confirmLabel="Confirm"
          busyLabel="Saving…"
          busy={busy}
          onConfirm={confirm}
          onBack={back}
        >
          <p>
            Return <strong>{formatCad(pending.returnedCents)}</strong>
            {pending.returnedCents > 0 ? (byCheque ? " by cheque" : " to the vendor's card") : ""};
            keep <strong>{formatCad(pending.keptCents)}</strong>.
          </p>
          {pending.reason && <p className="text-sm text-ink-soft">Reason: {pending.reason}</p>}
          <p className="text-sm text-ink-soft">
            The vendor is e-mailed the amounts and the reason. This cannot be undone.
          </p>
        </ConfirmStep>
      )}
    </div>
  );
}
