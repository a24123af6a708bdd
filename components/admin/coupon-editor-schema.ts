import { z } from "zod";
import type { CouponRow } from "@/lib/coupons/queries";
import { torontoDay } from "@/lib/i18n/toronto-time";

// The coupon form's values, their checks, and the bodies the editor sends (coupon-editor.tsx).

export type CouponFormValues = {
  code: string;
  percent: string;
  /** `YYYY-MM-DD`, from the start of that Toronto day; empty: from any time. */
  validFrom: string;
  /** `YYYY-MM-DD`, to the end of that Toronto day; empty: no end. */
  validUntil: string;
  /** A whole number; empty: no limit. */
  maxRedemptions: string;
  active: boolean;
};

export type Field = keyof CouponFormValues;

export const LABELS: Record<Field, string> = {
  code: "Code",
  percent: "Percent off",
  validFrom: "First day",
  validUntil: "Last day",
  maxRedemptions: "Use limit",
  active: "Active",
};

/** The API's names for the fields (the first part of an issue's `path`). */
const API_FIELD: Record<string, Field> = {
  code: "code",
  percent: "percent",
  validFrom: "validFrom",
  validUntil: "validUntil",
  maxRedemptions: "maxRedemptions",
  active: "active",
};

/**
 * The field an API issue is about, by its `path`, and its message in the form's words: the API's
 * messages name fields by their API names ("validUntil must not be before validFrom."), which
 * become the form's labels. An issue without a field's path is shown above the form.
 */
export function fieldOfMessage(
  message: string,
  path: readonly (string | number)[],
): { field: Field; message: string } | null {
  const field = API_FIELD[String(path[0] ?? "")];
  if (!field) return null;
  const words = message
    .replace(new RegExp(`^${field}\\b`), LABELS[field])
    .replace(/\b(validFrom|validUntil|maxRedemptions)\b/g, (name) => LABELS[API_FIELD[name]!]);
  return { field, message: words };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function couponSchema(codeMax: number) {
  const codeMessage = `Code is 1 to ${codeMax} letters, digits, '_' or '-', without spaces.`;
  return z
    .object({
      code: z
        .string()
        .trim()
        .min(1, { error: "Code is required." })
        .regex(new RegExp(`^[A-Za-z0-9_-]{1,${codeMax}}$`), { error: codeMessage }),
      percent: z
        .string()
        .trim()
        .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 100, {
          error: "Percent off is a whole number from 1 to 100.",
        }),
      validFrom: z
        .string()
        .refine((v) => v === "" || DAY.test(v), { error: "Choose a day, or leave it empty." }),
      validUntil: z
        .string()
        .refine((v) => v === "" || DAY.test(v), { error: "Choose a day, or leave it empty." }),
      maxRedemptions: z
        .string()
        .trim()
        .refine(
          (v) => v === "" || (/^\d{1,7}$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000),
          { error: "Use limit is a whole number from 1 up, or empty for no limit." },
        ),
      active: z.boolean(),
    })
    .superRefine(
      (v, ctx) => {
        if (v.validFrom && v.validUntil && v.validUntil < v.validFrom)
          ctx.addIssue({
            code: "custom",
            path: ["validUntil"],
            message: "The last day cannot be before the first day.",
          });
      },
      { when: () => true },
    );
}

/** A moment as its Toronto day, `YYYY-MM-DD`. */
const dayOf = (at: Date | null): string => (at ? torontoDay(at) : "");

export const EMPTY: CouponFormValues = {
  code: "",
  percent: "",
  validFrom: "",
  validUntil: "",
  maxRedemptions: "",
  active: true,
};

export function valuesOf(coupon: CouponRow): CouponFormValues {
  return {
    code: coupon.code,
    percent: String(coupon.percentOff),
    validFrom: dayOf(coupon.validFrom),
    validUntil: dayOf(coupon.validUntil),
    maxRedemptions: coupon.maxRedemptions === null ? "" : String(coupon.maxRedemptions),
    active: coupon.active,
  };
}

/** Every field as the API takes it (null: no date, no limit). */
function apiValues(v: CouponFormValues) {
  return {
    code: v.code.trim().toUpperCase(),
    percent: Number(v.percent.trim()),
    validFrom: v.validFrom || null,
    validUntil: v.validUntil || null,
    maxRedemptions: v.maxRedemptions.trim() === "" ? null : Number(v.maxRedemptions.trim()),
    active: v.active,
  };
}

type CouponBody = ReturnType<typeof apiValues>;

export function createBody(
  v: CouponFormValues,
): Partial<CouponBody> & Pick<CouponBody, "code" | "percent"> {
  const all = apiValues(v);
  return {
    ...(Object.fromEntries(
      Object.entries(all).filter(([, value]) => value !== null),
    ) as Partial<CouponBody>),
    code: all.code,
    percent: all.percent,
  };
}

export function changesBody(v: CouponFormValues, saved: CouponFormValues): Partial<CouponBody> {
  const now = apiValues(v);
  const before = apiValues(saved);
  return Object.fromEntries(
    Object.entries(now).filter(([key, value]) => value !== before[key as keyof typeof before]),
  ) as Partial<CouponBody>;
}
