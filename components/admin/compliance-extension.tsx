"use client";

import { useId, useState, type FormEvent } from "react";
import { REQUIREMENT_ROUTES } from "@/lib/requirements/api";
import { Field, Notice, StatusLine, placeIssues, useAdminApi } from "./booth-editor-parts";

type Open = { requirementId: number; title: string; dueDate: string };
type FieldName = "requirementId" | "dueDate" | "reason";

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
  const id = useId();
  const { call } = useAdminApi();
  const [requirementId, setRequirementId] = useState(String(requirements[0]!.requirementId));
  const [dueDate, setDueDate] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const current = requirements.find((r) => String(r.requirementId) === requirementId);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setDone(null);
    setFormError(null);
    const outcome = await call(REQUIREMENT_ROUTES.extension, {
      params: { orderId, requirementId: Number(requirementId) },
      body: { dueDate, reason },
    });
    setBusy(false);
    if (outcome.ok) {
      setErrors({});
      setReason("");
      setDone(`${current?.title ?? "The requirement"} is now due ${outcome.payload.dueDate}.`);
      return;
    }
    const placed = placeIssues<FieldName>(outcome, (path) => {
      const field = path[0];
      return field === "dueDate" || field === "reason" || field === "requirementId"
        ? field
        : undefined;
    });
    setErrors(placed.fields);
    setFormError(placed.form ?? null);
  }

  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-teal underline">
        Extend a due date<span className="sr-only"> for {vendorName}</span>
      </summary>
      <form onSubmit={save} noValidate className="mt-2 space-y-3">
        <div>
          <label htmlFor={`${id}-requirement`} className="field-label">
            Requirement
          </label>
          <select
            id={`${id}-requirement`}
            value={requirementId}
            onChange={(e) => setRequirementId(e.target.value)}
            aria-invalid={errors.requirementId ? true : undefined}
            aria-describedby={errors.requirementId ? `${id}-requirement-error` : undefined}
            className="field-input"
          >
            {requirements.map((r) => (
              <option key={r.requirementId} value={r.requirementId}>
                {r.title} (due {r.dueDate})
              </option>
            ))}
          </select>
          {errors.requirementId && (
            <p id={`${id}-requirement-error`} className="field-error">
              {errors.requirementId}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-date`} className="field-label">
            New due date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
            aria-invalid={errors.dueDate ? true : undefined}
            aria-describedby={errors.dueDate ? `${id}-date-error` : undefined}
            className="field-input"
          />
          {errors.dueDate && (
            <p id={`${id}-date-error`} className="field-error">
              {errors.dueDate}
            </p>
          )}
        </div>
        <Field
          label="Reason"
          value={reason}
          onChange={setReason}
          error={errors.reason}
          maxLength={1000}
        />
        <button type="submit" className="btn-secondary" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : "Extend"}
        </button>
        {formError && <Notice tone="error">{formError}</Notice>}
      </form>
      <StatusLine message={done} />
    </details>
  );
}
