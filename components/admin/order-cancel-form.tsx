"use client";

import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { ORDER_ACTION_ROUTES } from "@/lib/orders/api";
import { formatCad } from "@/lib/payments/pricing";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { ConfirmStep, useConfirmStep } from "./confirm-step";
import { reasonSchema, Section, type FormProps } from "./order-action-parts";
import { useAdminApi } from "./booth-editor-parts";
import { NamedForm } from "../forms/named-form";

// Cancelling an order (its booths and seats on sale again, what was paid refunded or kept): sent
// only once the organiser confirms.

const cancelSchema = z.object({ reason: reasonSchema, refund: z.boolean() });

type CancelValues = z.infer<typeof cancelSchema>;

export function CancelForm({ orderId, refundableCents, onDone }: FormProps) {
  const { call: run } = useAdminApi();
  const form = useForm<CancelValues>({
    resolver: zodResolver(cancelSchema),
    defaultValues: { reason: "", refund: false },
  });
  const { errors } = form.formState;
  const { pending, propose, busy, back, send, submitButton } = useConfirmStep<
    { reason: string; refund: boolean },
    CancelValues
  >(form, { reason: "reason" });

  function confirm() {
    return send(
      ({ reason, refund }) =>
        run(ORDER_ACTION_ROUTES.cancel, { params: { orderId }, body: { reason, refund } }),
      ({ refund }) =>
        onDone(
          `Order cancelled; its booths and seats are on sale again${refund ? ", and what was paid is refunded" : ""}.`,
        ),
    );
  }

  return (
    <Section title="Cancel the order">
      <NamedForm
        label="Cancel the order"
        onSubmit={form.handleSubmit((values) =>
          propose({
            reason: values.reason.trim(),
            refund: values.refund && refundableCents > 0,
          }),
        )}
        inert={pending !== null}
      >
        <TextField
          label="Reason"
          maxLength={500}
          registration={form.register("reason")}
          error={errors.reason}
        />
        {refundableCents > 0 && (
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" {...form.register("refund")} className="size-5" />
            Refund what was paid ({formatCad(refundableCents)})
          </label>
        )}
        <FormProblem errors={errors} />
        <SubmitButton
          ref={submitButton}
          className="btn-secondary text-crimson-dark"
          label="Cancel order"
        />
      </NamedForm>
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
