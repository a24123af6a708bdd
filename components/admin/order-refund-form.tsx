"use client";

import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { releaseRefund } from "@/lib/payments/figures";
import { ORDER_ACTION_ROUTES } from "@/lib/orders/api";
import { dollarInputValue, formatCad } from "@/lib/payments/pricing";
import { FieldMessage, FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { ConfirmStep, useConfirmStep } from "./confirm-step";
import { amountSchema, centsOf, reasonSchema, Section, type FormProps } from "./order-action-parts";
import { useAdminApi } from "./booth-editor-parts";
import { NamedForm } from "../forms/named-form";

// Refunding an order (giving items back): sent only once the organiser confirms what it does with
// the money and the items.

type RefundValues = { amount: string; reason: string; release: number[] };

export function RefundForm({ orderId, refundableCents, items, pricing, onDone }: FormProps) {
  const { call: run } = useAdminApi();
  const schema = useMemo(
    () =>
      z.object({
        amount: amountSchema(refundableCents, "what was paid and not yet refunded"),
        reason: reasonSchema,
        release: z.array(z.number()),
      }),
    [refundableCents],
  );
  const form = useForm<RefundValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: "", reason: "", release: [] },
  });
  const { errors } = form.formState;
  const release = useWatch({ control: form.control, name: "release" });
  const { pending, propose, busy, back, send, submitButton } = useConfirmStep<
    { cents: number; reason: string },
    RefundValues
  >(form, { amountCents: "amount", reason: "reason", releaseItems: "release" });
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
    form.setValue("release", chosen);
    const next = share(chosen);
    form.setValue("amount", next ? dollarInputValue(next.leastCents) : "");
  }

  function confirm() {
    return send(
      ({ cents, reason }) =>
        run(ORDER_ACTION_ROUTES.refund, {
          params: { orderId },
          body: { amountCents: cents, reason, releaseItems: release },
        }),
      ({ cents }) => {
        const names = items.filter((i) => release.includes(i.id)).map((i) => i.name);
        onDone(
          `Refunded ${formatCad(cents)}${names.length ? `; ${names.join(", ")} ${names.length === 1 ? "is" : "are"} on sale again` : ""}.`,
        );
        form.reset();
      },
    );
  }

  const released = items.filter((i) => release.includes(i.id));

  return (
    <Section title="Refund">
      <NamedForm
        label="Refund"
        onSubmit={form.handleSubmit((values) =>
          propose({ cents: centsOf(values.amount), reason: values.reason.trim() }),
        )}
        inert={pending !== null}
      >
        <p className="text-sm text-ink-soft">
          Up to {formatCad(refundableCents)}. Card payments go back through Stripe; payments taken
          at the office are recorded as given back.
        </p>
        <TextField
          label="Amount to refund (CAD)"
          inputMode="decimal"
          inputClassName="max-w-48"
          registration={form.register("amount")}
          error={errors.amount}
        />
        <TextField
          label="Reason"
          maxLength={500}
          registration={form.register("reason")}
          error={errors.reason}
        />
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
            <FieldMessage id={`refund-${orderId}-release-error`} error={errors.release} />
          </fieldset>
        )}
        {proposed && (
          <p className="text-sm text-ink-soft" aria-live="polite">
            Giving these back lowers the order&apos;s total to {formatCad(proposed.costCents)}:
            refund at least {formatCad(proposed.leastCents)}. More than that lowers the price of
            what the vendor keeps.
          </p>
        )}
        <FormProblem errors={errors} />
        <SubmitButton ref={submitButton} label="Refund" />
      </NamedForm>
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
