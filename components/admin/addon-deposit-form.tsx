"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { ADDON_ROUTES } from "@/lib/addons/api";
import { dollarInputValue, formatCad, parseTypedDollars } from "@/lib/payments/pricing";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { useAdminApi } from "./booth-editor-parts";

// The event's damage deposit amounts (PUT /api/admin/v1/events/{eventId}/deposits), typed in
// dollars.

/** A deposit typed in dollars (0: no deposit). */
const depositDollars = z.string().refine((text) => parseTypedDollars(text) !== null, {
  error: "Type the amount in dollars, such as 500 (0: no deposit).",
});

const depositSchema = z.object({ food: depositDollars, other: depositDollars });

type DepositValues = z.infer<typeof depositSchema>;

/** The event's damage deposit amounts, typed in dollars. */
export function DepositForm({
  eventId,
  deposits,
  onMessage,
}: {
  eventId: number;
  deposits: { depositFoodCents: number; depositOtherCents: number };
  onMessage: (message: string) => void;
}) {
  const id = useId();
  const { call } = useAdminApi();
  const form = useForm<DepositValues>({
    resolver: zodResolver(depositSchema),
    defaultValues: {
      food: dollarInputValue(deposits.depositFoodCents),
      other: dollarInputValue(deposits.depositOtherCents),
    },
  });
  const { errors, isSubmitting } = form.formState;

  async function save({ food, other }: DepositValues) {
    const outcome = await call(ADDON_ROUTES.deposits, {
      params: { eventId },
      body: {
        depositFoodCents: parseTypedDollars(food)!,
        depositOtherCents: parseTypedDollars(other)!,
      },
    });
    if (outcome.ok) {
      onMessage(
        `Damage deposits saved: ${formatCad(outcome.payload.depositFoodCents)} for food booths, ${formatCad(outcome.payload.depositOtherCents)} for others.`,
      );
      return;
    }
    putIssuesOnFields(form, outcome, { depositFoodCents: "food", depositOtherCents: "other" });
  }

  return (
    <form
      onSubmit={form.handleSubmit(save)}
      noValidate
      className="space-y-4 card p-4 sm:p-6"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        Damage deposits
      </h2>
      <p className="text-ink-soft">
        Refundable, owed with the balance by the balance due date and never charged at checkout. An
        order with a booth in a food section owes the food amount; any other booth order owes the
        other. Orders already placed keep the amount they were given.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Food booths (dollars)"
          inputMode="decimal"
          autoComplete="off"
          registration={form.register("food")}
          error={errors.food}
        />
        <TextField
          label="Other booths and sponsors (dollars)"
          inputMode="decimal"
          autoComplete="off"
          registration={form.register("other")}
          error={errors.other}
        />
      </div>
      <FormProblem errors={errors} />
      <SubmitButton busy={isSubmitting} label="Save deposits" busyLabel="Saving…" />
    </form>
  );
}
