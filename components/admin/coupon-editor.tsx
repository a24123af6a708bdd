"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { COUPON_ROUTES } from "@/lib/coupons/api";
import type { CouponRow } from "@/lib/coupons/queries";
import { SaveButtons } from "../forms/form-field";
import { CheckboxField, TextField } from "../forms/console-fields";
import {
  changesBody,
  couponSchema,
  createBody,
  EMPTY,
  fieldOfMessage,
  LABELS,
  valuesOf,
  type CouponFormValues,
  type Field,
} from "./coupon-editor-schema";
import { useApiSave } from "./use-api-save";

// Creating and editing coupons (POST /api/admin/v1/coupons, PUT /api/admin/v1/coupons/{id}):
// a code, a percentage off, the first and last day it works (Toronto days), a limit on how often
// it may be used, and whether it is on. An edit sends only what changed.

/** Capitals as the code is typed (codes are stored in capitals; any case works at checkout). */
const capitalsAsTyped = {
  onChange: (e: { target: HTMLInputElement }) => {
    e.target.value = e.target.value.toUpperCase();
  },
};

/**
 * The form for one coupon: a new one when `coupon` is left out. After a save the page's data is
 * read again (the list shows the change); `onSaved` gets a sentence saying what was saved.
 */
export function CouponEditor({
  coupon,
  codeMax,
  onSaved,
  onCancel,
}: {
  coupon?: CouponRow;
  /** The longest code (lib/coupons/resource.ts COUPON_MAX_LENGTH). */
  codeMax: number;
  onSaved?: (message: string) => void;
  onCancel?: () => void;
}) {
  const router = useRouter();
  const saved = useMemo(() => (coupon ? valuesOf(coupon) : EMPTY), [coupon]);
  const schema = useMemo(() => couponSchema(codeMax), [codeMax]);
  const form = useForm<CouponFormValues>({ defaultValues: saved, resolver: zodResolver(schema) });
  const { errors, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const first = useRef<HTMLInputElement | null>(null);
  const code = form.register("code", capitalsAsTyped);
  const save = useApiSave(form, fieldOfMessage, "The coupon was not saved.");

  // An edit form opens with the code field focused, so the keyboard is already in the form.
  useEffect(() => {
    if (coupon) first.current?.focus();
  }, [coupon]);

  async function onValid(values: CouponFormValues) {
    setProblem(null);
    setDone(null);
    const changes = coupon ? changesBody(values, saved) : null;
    if (coupon && changes && Object.keys(changes).length === 0) {
      onSaved?.(`Nothing to save: coupon ${coupon.code} is unchanged.`);
      return;
    }
    const result =
      coupon && changes
        ? await save(COUPON_ROUTES.update, { params: { couponId: coupon.id }, body: changes })
        : await save(COUPON_ROUTES.create, { body: createBody(values) });
    if (result.kind === "unreachable") {
      setProblem(
        "Not saved: the server could not be reached. Check the connection, then save again.",
      );
      return;
    }
    if (result.kind === "refused") {
      setProblem(
        result.status === "UNAUTHORIZED"
          ? "Not saved: you have been logged out. Log in again in another tab, then save again."
          : [
              result.marked ? "Not saved: check the fields marked in red." : "Not saved.",
              ...result.unplaced,
            ].join(" "),
      );
      return;
    }
    const savedCode = result.payload.code;
    const message = coupon ? `Coupon ${savedCode} saved.` : `Coupon ${savedCode} created.`;
    if (!coupon) form.reset(EMPTY);
    setDone(message);
    onSaved?.(message);
    router.refresh();
  }

  const field = (name: Exclude<Field, "active" | "code">) => ({
    label: LABELS[name],
    registration: form.register(name),
    error: errors[name],
  });
  const overLimit =
    coupon && coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions;

  return (
    <form
      noValidate
      aria-label={coupon ? `Edit coupon ${coupon.code}` : "New coupon"}
      className="space-y-4"
      onSubmit={form.handleSubmit(onValid)}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={LABELS.code}
          registration={{
            ...code,
            ref: (element: HTMLInputElement | null) => {
              code.ref(element);
              first.current = element;
            },
          }}
          error={errors.code}
          required
          dir="ltr"
          autoComplete="off"
          hint={`Up to ${codeMax} letters, digits, '_' or '-'.`}
        />
        <TextField {...field("percent")} required inputMode="numeric" hint="1 to 100." />
        <TextField
          {...field("maxRedemptions")}
          inputMode="numeric"
          hint={
            coupon
              ? `How many paid orders may use it; empty for no limit. Used ${coupon.redemptions} ${coupon.redemptions === 1 ? "time" : "times"} so far.`
              : "How many paid orders may use it; empty for no limit."
          }
        />
        <TextField
          {...field("validFrom")}
          type="date"
          hint="From the start of this day (Toronto time); empty: from now."
        />
        <TextField
          {...field("validUntil")}
          type="date"
          hint="Until the end of this day (Toronto time); empty: no end."
        />
        <div className="flex items-end pb-2">
          <CheckboxField
            label={LABELS.active}
            registration={form.register("active")}
            hint="Untick to switch the coupon off without deleting it."
          />
        </div>
      </div>
      {overLimit && (
        <p className="text-sm font-medium text-amber-900">
          This coupon has reached its use limit, so it no longer works. Raise or clear the limit to
          use it again.
        </p>
      )}
      {/* Live regions stay in the page, so what appears in them is announced. */}
      <div>
        <div role="alert">
          {problem && (
            <p className="rounded-lg border border-crimson/40 bg-red-50 px-4 py-3 font-medium text-crimson-dark">
              {problem} Your changes are still in the form.
            </p>
          )}
        </div>
        {!onSaved && (
          <p role="status" className="font-semibold text-green-800">
            {done}
          </p>
        )}
      </div>
      <SaveButtons
        busy={isSubmitting}
        label={coupon ? "Save coupon" : "Create coupon"}
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * One coupon's row in the list with its Edit button; editing opens the form in a row under it.
 * The cells come drawn by the server (its dates in Toronto time).
 */
export function CouponRowEditor({
  coupon,
  codeMax,
  cells,
}: {
  coupon: CouponRow;
  codeMax: number;
  cells: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const formId = `coupon-${coupon.id}-editor`;

  function close(note: string | null) {
    setEditing(false);
    setMessage(note);
    requestAnimationFrame(() => button.current?.focus());
  }

  return (
    <>
      <tr className="border-b border-ink/5 align-top last:border-0" data-testid="coupon-row">
        {cells}
        <td className="px-3 py-2 text-right">
          <button
            ref={button}
            type="button"
            className="inline-flex min-h-11 items-center font-semibold text-teal underline"
            aria-expanded={editing}
            aria-controls={editing ? formId : undefined}
            onClick={() => {
              setMessage(null);
              setEditing((open) => !open);
            }}
          >
            {editing ? "Close" : "Edit"}
            <span className="sr-only"> coupon {coupon.code}</span>
          </button>
          <span role="status" className="block text-sm text-green-800">
            {message}
          </span>
        </td>
      </tr>
      {editing && (
        <tr id={formId} className="border-b border-ink/10 bg-sand-50">
          <td colSpan={6} className="px-3 py-4">
            <CouponEditor
              coupon={coupon}
              codeMax={codeMax}
              onSaved={(note) => close(note)}
              onCancel={() => close(null)}
            />
          </td>
        </tr>
      )}
    </>
  );
}
