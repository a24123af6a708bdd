"use client";

import { useId, useState, type FormEvent } from "react";
import type { DepositStatus } from "@/lib/deposits/figures";
import { DEPOSIT_ROUTES } from "@/lib/deposits/api";
import { formatCad } from "@/lib/payments/pricing";
import { Notice, StatusLine } from "./booth-editor-parts";
import { DepositReturnForm } from "./deposit-return-form";
import { placeRefusal, useOfficeCall } from "./use-office-call";

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

const METHODS = [
  { value: "CHEQUE", label: "Cheque" },
  { value: "ETRANSFER", label: "Interac e-Transfer" },
  { value: "CASH", label: "Cash" },
] as const;

/** A deposit paid at the office: the amount owed, by cheque, e-Transfer or cash. */
function OfficeDepositForm({
  orderId,
  onDone,
}: {
  orderId: number;
  onDone: (message: string) => void;
}) {
  const run = useOfficeCall();
  const ids = useId();
  const [method, setMethod] = useState<(typeof METHODS)[number]["value"]>("CHEQUE");
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<{ method?: string; reference?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const outcome = await run(DEPOSIT_ROUTES.office, {
      params: { orderId },
      body: { method, reference: reference.trim() || null },
    });
    setBusy(false);
    if (!outcome.ok)
      return setErrors(placeRefusal(outcome, { method: "method", reference: "reference" }));
    setErrors({});
    onDone(
      `Recorded the deposit of ${formatCad(outcome.payload.amountCents)}; the vendor has a receipt.`,
    );
    setReference("");
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-3"
      aria-label="Record the deposit paid at the office"
    >
      <div>
        <label htmlFor={`${ids}-method`} className="field-label">
          Paid at the office by
        </label>
        <select
          id={`${ids}-method`}
          value={method}
          onChange={(e) => setMethod(e.target.value as typeof method)}
          className="field-input max-w-64"
        >
          {METHODS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
        {errors.method && <p className="mt-1 text-sm font-medium text-crimson">{errors.method}</p>}
      </div>
      <div>
        <label htmlFor={`${ids}-reference`} className="field-label">
          Reference (optional)
        </label>
        <input
          id={`${ids}-reference`}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          maxLength={100}
          aria-invalid={errors.reference ? true : undefined}
          className="field-input"
        />
        {errors.reference && (
          <p className="mt-1 text-sm font-medium text-crimson">{errors.reference}</p>
        )}
      </div>
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <button type="submit" className="btn-secondary" disabled={busy} aria-busy={busy}>
        {busy ? "Saving…" : "Record deposit paid"}
      </button>
    </form>
  );
}
