"use client";

import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { releaseRefund, type Priced } from "@/lib/payments/figures";
import { ORDER_ACTION_ROUTES } from "@/lib/orders/api";
import { dollarInputValue, formatCad, parseTypedDollars } from "@/lib/payments/pricing";
import { Notice, StatusLine } from "./booth-editor-parts";
import { ConfirmStep } from "./confirm-step";
import { placeRefusal, useOfficeCall } from "./use-office-call";

// What an organiser does with one order: refund it (giving items back), record a payment taken
// at the office, add a charge, or cancel it. Each form sends one organiser API call (amounts typed
// in dollars, sent in cents); the page's data is read again after every change, what was done is
// said in one status line, and what the API refuses is shown on the field it names. A refund and a
// cancellation are sent only once the organiser confirms what they do with the money and items.

export type ActionItem = {
  id: number;
  name: string;
  sectionName: string | null;
  /** The item's price (unit price times quantity), in cents. */
  cents: number;
};

type Props = {
  orderId: number;
  /** What is paid and not yet refunded, in cents: the most a refund can be. */
  refundableCents: number;
  balanceCents: number;
  /** Items still the buyer's, which a refund may give back. */
  items: ActionItem[];
  /**
   * How a live order is priced (its charges, credits, type and coupon), so the refund form can
   * propose what giving items back returns; null for an order that has ended.
   */
  pricing: Omit<Priced, "liveItemCents"> | null;
  canTakePayment: boolean;
  canAddCharge: boolean;
  canCancel: boolean;
};

/** Dollars as typed ("450", "$1,200.50") in cents, or an error for the field. */
function readAmount(text: string, maxCents: number, what: string) {
  const cents = parseTypedDollars(text);
  if (cents === null || cents <= 0)
    return { error: "Enter an amount in dollars, like 50 or 50.25." } as const;
  if (cents > maxCents) return { error: `At most ${formatCad(maxCents)} (${what}).` } as const;
  return { cents } as const;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 card p-4 sm:p-5">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AmountField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field-input max-w-48"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-crimson">
          {error}
        </p>
      )}
    </div>
  );
}

function TextField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="-mt-0.5 mb-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined
        }
        className="field-input"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-crimson">
          {error}
        </p>
      )}
    </div>
  );
}

export function OrderActions(props: Props) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <StatusLine message={done} />
      {props.refundableCents > 0 && <RefundForm {...props} onDone={setDone} />}
      {props.canTakePayment && <PaymentForm {...props} onDone={setDone} />}
      {props.canAddCharge && <ChargeForm {...props} onDone={setDone} />}
      {props.canCancel && <CancelForm {...props} onDone={setDone} />}
    </div>
  );
}

type FormProps = Props & { onDone: (message: string) => void };

function RefundForm({ orderId, refundableCents, items, pricing, onDone }: FormProps) {
  const run = useOfficeCall();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [release, setRelease] = useState<number[]>([]);
  const [errors, setErrors] = useState<{
    amount?: string;
    reason?: string;
    release?: string;
    form?: string;
  }>({});
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ cents: number; reason: string } | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const share = (chosen: number[]) =>
    pricing && chosen.length
      ? releaseRefund(
          {
            ...pricing,
            liveItemCents: items.filter((i) => !chosen.includes(i.id)).map((i) => i.cents),
          },
          refundableCents,
        )
      : null;
  const proposed = share(release);

  /** Ticking items proposes their share of the order (discount, fees and HST included). */
  function choose(chosen: number[]) {
    setRelease(chosen);
    const next = share(chosen);
    setAmount(next ? dollarInputValue(next.leastCents) : "");
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const a = readAmount(amount, refundableCents, "what was paid and not yet refunded");
    const found = {
      amount: a.error,
      reason: reason.trim() ? undefined : "Say why, for the vendor and the books.",
    };
    setErrors(found);
    if (found.amount || found.reason) return;
    setPending({ cents: a.cents!, reason: reason.trim() });
  }

  /** Back to the form as it was filled in, its button focused. */
  function back() {
    flushSync(() => setPending(null));
    submitButton.current?.focus();
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const outcome = await run(ORDER_ACTION_ROUTES.refund, {
      params: { orderId },
      body: { amountCents: pending.cents, reason: pending.reason, releaseItems: release },
    });
    setBusy(false);
    if (!outcome.ok) {
      back();
      return setErrors(
        placeRefusal(outcome, { amountCents: "amount", reason: "reason", releaseItems: "release" }),
      );
    }
    const names = items.filter((i) => release.includes(i.id)).map((i) => i.name);
    onDone(
      `Refunded ${formatCad(pending.cents)}${names.length ? `; ${names.join(", ")} ${names.length === 1 ? "is" : "are"} on sale again` : ""}.`,
    );
    setPending(null);
    setAmount("");
    setReason("");
    setRelease([]);
  }

  const released = items.filter((i) => release.includes(i.id));

  return (
    <Section title="Refund">
      <form
        noValidate
        onSubmit={submit}
        className="space-y-3"
        aria-label="Refund"
        inert={pending !== null}
      >
        <p className="text-sm text-ink-soft">
          Up to {formatCad(refundableCents)}. Card payments go back through Stripe; payments taken
          at the office are recorded as given back.
        </p>
        <AmountField
          label="Amount to refund (CAD)"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <TextField label="Reason" value={reason} onChange={setReason} error={errors.reason} />
        {items.length > 0 && (
          <fieldset>
            <legend className="field-label">Give back (on sale again at once)</legend>
            {items.map((i) => (
              <label key={i.id} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={release.includes(i.id)}
                  onChange={(e) =>
                    choose(
                      e.target.checked ? [...release, i.id] : release.filter((id) => id !== i.id),
                    )
                  }
                  className="size-5"
                />
                {i.name}
                {i.sectionName ? ` (${i.sectionName})` : ""}
              </label>
            ))}
            {errors.release && (
              <p className="mt-1 text-sm font-medium text-crimson">{errors.release}</p>
            )}
          </fieldset>
        )}
        {proposed && (
          <p className="text-sm text-ink-soft" aria-live="polite">
            Giving these back lowers the order&apos;s total to {formatCad(proposed.costCents)}:
            refund at least {formatCad(proposed.leastCents)}. More than that lowers the price of
            what the vendor keeps.
          </p>
        )}
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <button ref={submitButton} type="submit" className="btn-primary">
          Refund
        </button>
      </form>
      {pending && (
        <ConfirmStep
          title="Confirm the refund"
          confirmLabel="Confirm refund"
          busyLabel="Refunding…"
          busy={busy}
          onConfirm={confirm}
          onBack={back}
        >
          <p>
            Refund <strong>{formatCad(pending.cents)}</strong> to the vendor.
          </p>
          <p>
            {released.length
              ? `Given back, on sale again at once: ${released
                  .map((i) => `${i.name}${i.sectionName ? ` (${i.sectionName})` : ""}`)
                  .join(", ")}.`
              : "Nothing released: the vendor keeps the booths and seats."}
          </p>
          <p className="text-sm text-ink-soft">Reason: {pending.reason}</p>
        </ConfirmStep>
      )}
    </Section>
  );
}

const METHODS = [
  { value: "CHEQUE", label: "Cheque" },
  { value: "ETRANSFER", label: "Interac e-Transfer" },
  { value: "CASH", label: "Cash" },
] as const;

function PaymentForm({ orderId, balanceCents, onDone }: FormProps) {
  const run = useOfficeCall();
  const methodId = useId();
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<(typeof METHODS)[number]["value"]>("CHEQUE");
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<{
    amount?: string;
    method?: string;
    reference?: string;
    form?: string;
  }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const a = readAmount(amount, balanceCents, "the balance");
    setErrors({ amount: a.error });
    if (a.error) return;
    setBusy(true);
    const outcome = await run(ORDER_ACTION_ROUTES.payment, {
      params: { orderId },
      body: { amountCents: a.cents, method, reference: reference.trim() || null },
    });
    setBusy(false);
    if (!outcome.ok)
      return setErrors(
        placeRefusal(outcome, { amountCents: "amount", method: "method", reference: "reference" }),
      );
    onDone(
      `Recorded ${formatCad(a.cents)} by ${METHODS.find((m) => m.value === method)!.label}; the vendor has a receipt.`,
    );
    setAmount("");
    setReference("");
  }

  return (
    <Section title="Record a payment">
      <form noValidate onSubmit={submit} className="space-y-3" aria-label="Record a payment">
        <p className="text-sm text-ink-soft">
          A cheque, e-Transfer or cash taken at the office, up to the balance of{" "}
          {formatCad(balanceCents)}.
        </p>
        <AmountField
          label="Amount received (CAD)"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <div>
          <label htmlFor={methodId} className="field-label">
            Method
          </label>
          <select
            id={methodId}
            value={method}
            onChange={(e) => setMethod(e.target.value as typeof method)}
            aria-invalid={errors.method ? true : undefined}
            aria-describedby={errors.method ? `${methodId}-error` : undefined}
            className="field-input max-w-64"
          >
            {METHODS.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
          {errors.method && (
            <p id={`${methodId}-error`} className="mt-1 text-sm font-medium text-crimson">
              {errors.method}
            </p>
          )}
        </div>
        <TextField
          label="Reference"
          hint="The cheque number or the e-Transfer's reference (optional)."
          value={reference}
          onChange={setReference}
          error={errors.reference}
        />
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : "Record payment"}
        </button>
      </form>
    </Section>
  );
}

function ChargeForm({ orderId, onDone }: FormProps) {
  const run = useOfficeCall();
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; description?: string; form?: string }>(
    {},
  );
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const a = readAmount(amount, 100_000_000, "a million dollars");
    const found = {
      amount: a.error,
      description: description.trim() ? undefined : "Say what the charge is for.",
    };
    setErrors(found);
    if (found.amount || found.description) return;
    setBusy(true);
    const outcome = await run(ORDER_ACTION_ROUTES.charge, {
      params: { orderId },
      body: { description: description.trim(), amountCents: a.cents! },
    });
    setBusy(false);
    if (!outcome.ok)
      return setErrors(
        placeRefusal(outcome, { amountCents: "amount", description: "description" }),
      );
    onDone(
      `Added ${description.trim()}: the order owes ${formatCad(outcome.payload.balanceCents)} now.`,
    );
    setDescription("");
    setAmount("");
  }

  return (
    <Section title="Add a charge">
      <form noValidate onSubmit={submit} className="space-y-3" aria-label="Add a charge">
        <p className="text-sm text-ink-soft">
          Electricity, a cleaning fee: HST (13%) is added, and the vendor owes it as a balance.
        </p>
        <TextField
          label="What for"
          value={description}
          onChange={setDescription}
          error={errors.description}
        />
        <AmountField
          label="Amount before tax (CAD)"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <button type="submit" className="btn-secondary" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : "Add charge"}
        </button>
      </form>
    </Section>
  );
}

function CancelForm({ orderId, refundableCents, onDone }: FormProps) {
  const run = useOfficeCall();
  const [reason, setReason] = useState("");
  const [refund, setRefund] = useState(false);
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ reason: string; refund: boolean } | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setErrors({ reason: "Say why, for the vendor and the books." });
    setErrors({});
    setPending({ reason: reason.trim(), refund: refund && refundableCents > 0 });
  }

  /** Back to the form as it was filled in, its button focused. */
  function back() {
    flushSync(() => setPending(null));
    submitButton.current?.focus();
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const outcome = await run(ORDER_ACTION_ROUTES.cancel, {
      params: { orderId },
      body: { reason: pending.reason, refund: pending.refund },
    });
    setBusy(false);
    if (!outcome.ok) {
      back();
      return setErrors(placeRefusal(outcome, { reason: "reason" }));
    }
    setPending(null);
    onDone(
      `Order cancelled; its booths and seats are on sale again${pending.refund ? ", and what was paid is refunded" : ""}.`,
    );
  }

  return (
    <Section title="Cancel the order">
      <form
        noValidate
        onSubmit={submit}
        className="space-y-3"
        aria-label="Cancel the order"
        inert={pending !== null}
      >
        <TextField label="Reason" value={reason} onChange={setReason} error={errors.reason} />
        {refundableCents > 0 && (
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={refund}
              onChange={(e) => setRefund(e.target.checked)}
              className="size-5"
            />
            Refund what was paid ({formatCad(refundableCents)})
          </label>
        )}
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <button ref={submitButton} type="submit" className="btn-secondary text-crimson-dark">
          Cancel order
        </button>
      </form>
      {pending && (
        <ConfirmStep
          title="Confirm the cancellation"
          confirmLabel="Confirm cancellation"
          busyLabel="Cancelling…"
          busy={busy}
          danger
          onConfirm={confirm}
          onBack={back}
        >
          <p>Order #{orderId} is cancelled, and its booths and seats go on sale again at once.</p>
          <p>
            {pending.refund ? (
              <>
                <strong>{formatCad(refundableCents)}</strong> is refunded to the vendor.
              </>
            ) : refundableCents > 0 ? (
              <>
                No refund: the <strong>{formatCad(refundableCents)}</strong> paid is kept.
              </>
            ) : (
              "Nothing was paid: no money moves."
            )}
          </p>
          <p className="text-sm text-ink-soft">Reason: {pending.reason}</p>
        </ConfirmStep>
      )}
    </Section>
  );
}
