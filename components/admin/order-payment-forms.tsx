"use client";

import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { ORDER_ACTION_ROUTES } from "@/lib/orders/api";
import { formatCad } from "@/lib/payments/pricing";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import {
  amountSchema,
  centsOf,
  OfficeMethodField,
  officeMethodLabel,
  officeMethodSchema,
  Section,
  type FormProps,
  type OfficeMethod,
} from "./order-action-parts";
import { useAdminApi } from "./booth-editor-parts";
import { NamedForm } from "../forms/named-form";

// Recording a payment taken at the office, and adding a charge to an order.

type PaymentValues = { amount: string; method: OfficeMethod; reference: string };

export function PaymentForm({ orderId, balanceCents, onDone }: FormProps) {
  const { call: run } = useAdminApi();
  const schema = useMemo(
    () =>
      z.object({
        amount: amountSchema(balanceCents, "the balance"),
        method: officeMethodSchema,
        reference: z.string(),
      }),
    [balanceCents],
  );
  const form = useForm<PaymentValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: "", method: "CHEQUE", reference: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid({ amount, method, reference }: PaymentValues) {
    const cents = centsOf(amount);
    const outcome = await run(ORDER_ACTION_ROUTES.payment, {
      params: { orderId },
      body: { amountCents: cents, method, reference: reference.trim() || null },
    });
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, {
        amountCents: "amount",
        method: "method",
        reference: "reference",
      });
      return;
    }
    onDone(
      `Recorded ${formatCad(cents)} by ${officeMethodLabel(method)}; the vendor has a receipt.`,
    );
    form.reset({ amount: "", method, reference: "" });
  }

  return (
    <Section title="Record a payment">
      <NamedForm label="Record a payment" onSubmit={form.handleSubmit(onValid)}>
        <p className="text-sm text-ink-soft">
          A cheque, e-Transfer or cash taken at the office, up to the balance of{" "}
          {formatCad(balanceCents)}.
        </p>
        <TextField
          label="Amount received (CAD)"
          inputMode="decimal"
          inputClassName="max-w-48"
          registration={form.register("amount")}
          error={errors.amount}
        />
        <OfficeMethodField
          label="Method"
          registration={form.register("method")}
          error={errors.method}
        />
        <TextField
          label="Reference"
          hint="The cheque number or the e-Transfer's reference (optional)."
          maxLength={500}
          registration={form.register("reference")}
          error={errors.reference}
        />
        <FormProblem errors={errors} />
        <SubmitButton busy={isSubmitting} label="Record payment" busyLabel="Saving…" />
      </NamedForm>
    </Section>
  );
}

const chargeSchema = z.object({
  description: z
    .string()
    .refine((text) => text.trim() !== "", { error: "Say what the charge is for." }),
  amount: amountSchema(100_000_000, "a million dollars"),
});

type ChargeValues = z.infer<typeof chargeSchema>;

export function ChargeForm({ orderId, onDone }: FormProps) {
  const { call: run } = useAdminApi();
  const form = useForm<ChargeValues>({
    resolver: zodResolver(chargeSchema),
    defaultValues: { description: "", amount: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid({ description, amount }: ChargeValues) {
    const outcome = await run(ORDER_ACTION_ROUTES.charge, {
      params: { orderId },
      body: { description: description.trim(), amountCents: centsOf(amount) },
    });
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, { amountCents: "amount", description: "description" });
      return;
    }
    onDone(
      `Added ${description.trim()}: the order owes ${formatCad(outcome.payload.balanceCents)} now.`,
    );
    form.reset();
  }

  return (
    <Section title="Add a charge">
      <NamedForm label="Add a charge" onSubmit={form.handleSubmit(onValid)}>
        <p className="text-sm text-ink-soft">
          Electricity, a cleaning fee: HST (13%) is added, and the vendor owes it as a balance.
        </p>
        <TextField
          label="What for"
          maxLength={500}
          registration={form.register("description")}
          error={errors.description}
        />
        <TextField
          label="Amount before tax (CAD)"
          inputMode="decimal"
          inputClassName="max-w-48"
          registration={form.register("amount")}
          error={errors.amount}
        />
        <FormProblem errors={errors} />
        <SubmitButton
          busy={isSubmitting}
          className="btn-secondary"
          label="Add charge"
          busyLabel="Saving…"
        />
      </NamedForm>
    </Section>
  );
}
