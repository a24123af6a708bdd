"use client";

import { useId, type ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import type { Priced } from "@/lib/payments/figures";
import { formatCad, parseTypedDollars } from "@/lib/payments/pricing";
import { SelectField } from "../forms/console-fields";

// What the order's forms share (order-actions.tsx): the order's figures they are given, their
// section, and an amount typed in dollars.

export type ActionItem = {
  id: number;
  name: string;
  sectionName: string | null;
  /** The item's price (unit price times quantity), in cents. */
  cents: number;
};

export type OrderActionProps = {
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

export type FormProps = OrderActionProps & { onDone: (message: string) => void };

/** Dollars as typed ("450", "$1,200.50") in cents, or an error for the field. */
function readAmount(text: string, maxCents: number, what: string) {
  const cents = parseTypedDollars(text);
  if (cents === null || cents <= 0)
    return { error: "Enter an amount in dollars, like 50 or 50.25." } as const;
  if (cents > maxCents) return { error: `At most ${formatCad(maxCents)} (${what}).` } as const;
  return { cents } as const;
}

/** An amount typed in dollars, from a cent to `maxCents` (`what` names that limit). */
export function amountSchema(maxCents: number, what: string) {
  return z.string().superRefine((text, ctx) => {
    const read = readAmount(text, maxCents, what);
    if (read.error) ctx.addIssue({ code: "custom", message: read.error });
  });
}

/** The cents of an amount its schema passed. */
export const centsOf = (text: string) => parseTypedDollars(text)!;

/** A reason the vendor and the books read: some words. */
export const reasonSchema = z
  .string()
  .refine((text) => text.trim() !== "", { error: "Say why, for the vendor and the books." });

export function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** How money is taken at the office. */
const OFFICE_METHODS = [
  { value: "CHEQUE", label: "Cheque" },
  { value: "ETRANSFER", label: "Interac e-Transfer" },
  { value: "CASH", label: "Cash" },
] as const;

export const officeMethodSchema = z.enum(["CHEQUE", "ETRANSFER", "CASH"]);
export type OfficeMethod = z.infer<typeof officeMethodSchema>;

/** A method's name as the office says it. */
export const officeMethodLabel = (method: OfficeMethod) =>
  OFFICE_METHODS.find((m) => m.value === method)!.label;

/** The choice of how money was taken at the office. */
export function OfficeMethodField({
  label,
  registration,
  error,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  return (
    <SelectField label={label} registration={registration} error={error}>
      {OFFICE_METHODS.map((m) => (
        <option key={m.value} value={m.value}>
          {m.label}
        </option>
      ))}
    </SelectField>
  );
}
