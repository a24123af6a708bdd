"use client";

import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import type { DepositStatus } from "@/lib/deposits/figures";
import { DEPOSIT_ROUTES } from "@/lib/deposits/api";
import type { Locale } from "@/lib/i18n/locales";
import { formatCad } from "@/lib/payments/pricing";
import { Notice, StatusLine, useAdminApi } from "./booth-editor-parts";
import { DepositReturnForm } from "./deposit-return-form";
import { OfficeMethodField, officeMethodSchema } from "./order-action-parts";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";

// The order's damage deposit in the console, apart from its price: what is owed, paid, held,
// returned and kept, the inspection once decided, and what the office may do now: record a
// deposit paid at the office while it is due, decide it after the event while it is held.

const STATUS_WORDS: Record<DepositStatus, string> = {
  DUE: "Due",
  HELD: "Held",
  RETURNED: "Returned",
  PARTLY_RETURNED: "Partly returned",
  KEPT: "Kept",
};

export type DepositPanelProps = {
  orderId: number;
  status: DepositStatus;
  depositCents: number;
  paidCents: number;
  returnedCents: number;
  keptCents: number;
  heldCents: number;
  /** The event's last day is over: the deposit may be decided. */
  eventOver: boolean;
  /** The deposit held was paid at the office (returned by cheque). */
  byCheque: boolean;
  /** The language the vendor is e-mailed in (the order's). */
  vendorLocale?: Locale;
  /** A return the provider refused (the deposit is held again). */
  refusedCents: number;
  inspection: {
    checklist: string[];
    reason: string | null;
    decided: string;
  } | null;
};

export function DepositPanel(props: DepositPanelProps) {
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  const figures: [string, number][] = [
    ["Owed", props.depositCents],
    ["Paid", props.paidCents],
    ["Returned", props.returnedCents],
    ["Kept", props.keptCents],
    ["Held", props.heldCents],
  ];
  return (
    <section aria-labelledby={id} className="space-y-3 card p-4 sm:p-5" data-testid="deposit-panel">
      <h2 id={id} className="text-xl font-bold">
        Damage deposit · <span data-testid="deposit-status">{STATUS_WORDS[props.status]}</span>
      </h2>
      <p className="text-sm text-ink-soft">
        Refundable, kept apart from the order&apos;s price: not in its total, paid or balance.
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {figures.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{formatCad(cents)}</dd>
          </div>
        ))}
      </dl>
      {props.refusedCents > 0 && (
        <Notice tone="error">
          Stripe refused to return {formatCad(props.refusedCents)}: the deposit is held again.
          Decide it again, or return it by cheque and record that.
        </Notice>
      )}
      {props.inspection && (
        <div className="text-sm" data-testid="deposit-inspection">
          <p>Inspected {props.inspection.decided}.</p>
          <p>{props.inspection.checklist.join(" · ")}</p>
          {props.inspection.reason && <p>Reason: {props.inspection.reason}</p>}
        </div>
      )}
      <StatusLine message={done} />
      {props.status === "DUE" && <OfficeDepositForm orderId={props.orderId} onDone={setDone} />}
      {props.status === "HELD" &&
        (props.eventOver ? (
          <DepositReturnForm
            orderId={props.orderId}
            heldCents={props.heldCents}
            byCheque={props.byCheque}
            vendorLocale={props.vendorLocale}
            onDone={setDone}
          />
        ) : (
          <p className="text-sm text-ink-soft">
            Decided after the event&apos;s last day, once the site is inspected.
          </p>
        ))}
    </section>
  );
}

const officeDepositSchema = z.object({
  method: officeMethodSchema,
  reference: z.string(),
});

type OfficeDepositValues = z.infer<typeof officeDepositSchema>;

/** A deposit paid at the office: the amount owed, by cheque, e-Transfer or cash. */
function OfficeDepositForm({
  orderId,
  onDone,
}: {
  orderId: number;
  onDone: (message: string) => void;
}) {
  const { call: run } = useAdminApi();
  const form = useForm<OfficeDepositValues>({
    resolver: zodResolver(officeDepositSchema),
    defaultValues: { method: "CHEQUE", reference: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid({ method, reference }: OfficeDepositValues) {
    const outcome = await run(DEPOSIT_ROUTES.office, {
      params: { orderId },
      body: { method, reference: reference.trim() || null },
    });
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, { method: "method", reference: "reference" });
      return;
    }
    onDone(
      `Recorded the deposit of ${formatCad(outcome.payload.amountCents)}; the vendor has a receipt.`,
    );
    form.reset({ method, reference: "" });
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      className="space-y-3"
      aria-label="Record the deposit paid at the office"
    >
      <OfficeMethodField
        label="Paid at the office by"
        registration={form.register("method")}
        error={errors.method}
      />
      <TextField
        label="Reference (optional)"
        maxLength={100}
        registration={form.register("reference")}
        error={errors.reference}
      />
      <FormProblem errors={errors} />
      <SubmitButton
        busy={isSubmitting}
        className="btn-secondary"
        label="Record deposit paid"
        busyLabel="Saving…"
      />
    </form>
  );
}
