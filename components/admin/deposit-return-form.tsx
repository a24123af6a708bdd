"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { DEPOSIT_ROUTES } from "@/lib/deposits/api";
import { formatCad, parseTypedDollars } from "@/lib/payments/pricing";
import { Notice } from "./booth-editor-parts";
import { ConfirmStep } from "./confirm-step";
import { placeRefusal, useOfficeCall } from "./use-office-call";

// The inspection after the event: the checklist (vacated, no damage, garbage removed) and the
// decision about the deposit held: return it in full, return part (the amount kept and why), or
// keep all (why). Sent only once the organiser confirms what goes back and what is kept.

type Choice = "FULL" | "PART" | "KEEP";
const CHECKS = [
  { key: "vacated", label: "The site was vacated" },
  { key: "noDamage", label: "No damage" },
  { key: "garbageRemoved", label: "Garbage removed" },
] as const;
type Checklist = Record<(typeof CHECKS)[number]["key"], boolean>;

type Errors = { kept?: string; reason?: string; form?: string };

export function DepositReturnForm({
  orderId,
  heldCents,
  byCheque,
  onDone,
}: {
  orderId: number;
  /** The deposit held: what the decision shares between returned and kept. */
  heldCents: number;
  /** Paid at the office: what is returned goes back by cheque. */
  byCheque: boolean;
  onDone: (message: string) => void;
}) {
  const run = useOfficeCall();
  const ids = useId();
  const [checklist, setChecklist] = useState<Checklist>({
    vacated: false,
    noDamage: false,
    garbageRemoved: false,
  });
  const [choice, setChoice] = useState<Choice>("FULL");
  const [kept, setKept] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{
    returnedCents: number;
    keptCents: number;
    reason: string | null;
  } | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    let keptCents = 0;
    if (choice === "PART") {
      const cents = parseTypedDollars(kept);
      if (cents === null || cents <= 0 || cents >= heldCents)
        found.kept = `Enter the amount kept in dollars, more than $0 and less than ${formatCad(heldCents)}.`;
      else keptCents = cents;
    }
    if (choice === "KEEP") keptCents = heldCents;
    if (choice !== "FULL" && !reason.trim())
      found.reason = "Say why the deposit is kept: the vendor reads it.";
    setErrors(found);
    if (found.kept || found.reason) return;
    setPending({
      returnedCents: heldCents - keptCents,
      keptCents,
      reason: reason.trim() || null,
    });
  }

  /** Back to the form as it was filled in, its button focused. */
  function back() {
    flushSync(() => setPending(null));
    submitButton.current?.focus();
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const outcome = await run(DEPOSIT_ROUTES.return, {
      params: { orderId },
      body: { returnedCents: pending.returnedCents, reason: pending.reason, checklist },
    });
    setBusy(false);
    if (!outcome.ok) {
      back();
      return setErrors(placeRefusal(outcome, { returnedCents: "kept", reason: "reason" }));
    }
    setPending(null);
    onDone(
      `Deposit decided: ${formatCad(pending.returnedCents)} returned, ${formatCad(pending.keptCents)} kept; the vendor has been e-mailed.`,
    );
  }

  const field = (name: string) => `${ids}-${name}`;
  return (
    <div className="space-y-3">
      <form
        noValidate
        onSubmit={submit}
        className="space-y-4"
        aria-label="Return the damage deposit"
        inert={pending !== null}
        data-testid="deposit-return-form"
      >
        <fieldset>
          <legend className="field-label">Inspection</legend>
          {CHECKS.map((c) => (
            <label key={c.key} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={checklist[c.key]}
                onChange={(e) => setChecklist({ ...checklist, [c.key]: e.target.checked })}
                className="size-5"
              />
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
              <input
                type="radio"
                name={field("choice")}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="size-5"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {choice === "PART" && (
          <div>
            <label htmlFor={field("kept")} className="field-label">
              Amount kept (CAD)
            </label>
            <input
              id={field("kept")}
              inputMode="decimal"
              value={kept}
              onChange={(e) => setKept(e.target.value)}
              aria-invalid={errors.kept ? true : undefined}
              aria-describedby={errors.kept ? `${field("kept")}-error` : undefined}
              className="field-input max-w-48"
            />
            {errors.kept && (
              <p id={`${field("kept")}-error`} className="mt-1 text-sm font-medium text-crimson">
                {errors.kept}
              </p>
            )}
          </div>
        )}
        {choice !== "FULL" && (
          <div>
            <label htmlFor={field("reason")} className="field-label">
              Reason (the vendor reads it)
            </label>
            <textarea
              id={field("reason")}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              rows={3}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${field("reason")}-error` : undefined}
              className="field-input"
            />
            {errors.reason && (
              <p id={`${field("reason")}-error`} className="mt-1 text-sm font-medium text-crimson">
                {errors.reason}
              </p>
            )}
          </div>
        )}
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <button ref={submitButton} type="submit" className="btn-primary">
          Decide the deposit
        </button>
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
