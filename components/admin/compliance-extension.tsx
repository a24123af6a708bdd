"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { REQUIREMENT_ROUTES } from "@/lib/requirements/api";
import { FormProblem, SelectField, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { StatusLine, useAdminApi } from "./booth-editor-parts";

type Open = { requirementId: number; title: string; dueDate: string };
/** The form's values (the API checks them; what it refuses goes on the fields). */
const extensionSchema = z.object({
  requirementId: z.string(),
  dueDate: z.string(),
  reason: z.string(),
});

type ExtensionValues = z.infer<typeof extensionSchema>;

/**
 * A later due date for one vendor's order, with the reason (kept in the audit log): a small form
 * behind a disclosure in the order's row of the matrix.
 */
export function ComplianceExtension({
  orderId,
  vendorName,
  requirements,
}: {
  orderId: number;
  vendorName: string;
  requirements: Open[];
}) {
  const { call } = useAdminApi();
  const form = useForm<ExtensionValues>({
    resolver: zodResolver(extensionSchema),
    defaultValues: {
      requirementId: String(requirements[0]!.requirementId),
      dueDate: "",
      reason: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = useState<string | null>(null);

  async function save({ requirementId, dueDate, reason }: ExtensionValues) {
    const current = requirements.find((r) => String(r.requirementId) === requirementId);
    const outcome = await call(REQUIREMENT_ROUTES.extension, {
      params: { orderId, requirementId: Number(requirementId) },
      body: { dueDate, reason },
    });
    if (outcome.ok) {
      form.reset({ requirementId, dueDate, reason: "" });
      setDone(`${current?.title ?? "The requirement"} is now due ${outcome.payload.dueDate}.`);
      return;
    }
    putIssuesOnFields(form, outcome, {
      requirementId: "requirementId",
      dueDate: "dueDate",
      reason: "reason",
    });
  }

  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-teal underline">
        Extend a due date<span className="sr-only"> for {vendorName}</span>
      </summary>
      <form
        onSubmit={(e) => {
          setDone(null);
          return form.handleSubmit(save)(e);
        }}
        noValidate
        className="mt-2 space-y-3"
      >
        <SelectField
          label="Requirement"
          registration={form.register("requirementId")}
          error={errors.requirementId}
        >
          {requirements.map((r) => (
            <option key={r.requirementId} value={r.requirementId}>
              {r.title} (due {r.dueDate})
            </option>
          ))}
        </SelectField>
        <TextField
          label="New due date"
          type="date"
          registration={form.register("dueDate")}
          error={errors.dueDate}
        />
        <TextField
          label="Reason"
          maxLength={1000}
          autoComplete="off"
          registration={form.register("reason")}
          error={errors.reason}
        />
        <SubmitButton
          busy={isSubmitting}
          className="btn-secondary"
          label="Extend"
          busyLabel="Saving…"
        />
        <FormProblem errors={errors} />
      </form>
      <StatusLine message={done} />
    </details>
  );
}
