import { z } from "zod";
import type { CouponRow } from "./queries";
import { timeField } from "../events/event-time";
import { torontoIso } from "../i18n/toronto-time";
import { trueOrFalse } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";

// Coupons as the organiser API takes and answers them: a percentage off, valid between two times
// (Toronto time when written without an offset; a date alone for validUntil means all of that
// day), up to a number of redemptions. The requests, the answer and its mapper from the stored
// row side by side. Client-safe.

/** The longest coupon code. */
export const COUPON_MAX_LENGTH = 10;

const CODE_MESSAGE = ruleMessage("validation.coupons.codeInvalid", { max: COUPON_MAX_LENGTH });
const PERCENT_MESSAGE = ruleMessage("validation.field.wholeNumberRange", {
  field: "percent",
  min: 1,
  max: 100,
});
const MAX_MESSAGE = ruleMessage("validation.coupons.maxRedemptionsInvalid");

const couponShape = {
  code: z
    .string({ error: CODE_MESSAGE })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9_-]{1,${COUPON_MAX_LENGTH}}$`), { error: CODE_MESSAGE }),
  percent: z
    .number({ error: PERCENT_MESSAGE })
    .int({ error: PERCENT_MESSAGE })
    .min(1, { error: PERCENT_MESSAGE })
    .max(100, { error: PERCENT_MESSAGE }),
  validFrom: timeField("validFrom").nullable().optional(),
  validUntil: timeField("validUntil", { endOfDay: true }).nullable().optional(),
  maxRedemptions: z
    .number({ error: MAX_MESSAGE })
    .int({ error: MAX_MESSAGE })
    .min(1, { error: MAX_MESSAGE })
    .max(1_000_000, { error: MAX_MESSAGE })
    .nullable()
    .optional(),
  active: trueOrFalse("active").optional(),
};

/** POST /api/admin/v1/coupons: code and percent, the rest optional (active by default). */
export const newCouponRequest = z.strictObject(couponShape);
/** PUT /api/admin/v1/coupons/{couponId}: any of the fields; null clears a date or the limit. */
export const couponChangesRequest = z.strictObject(couponShape).partial();

export type NewCouponInput = z.output<typeof newCouponRequest>;
export type CouponChangesInput = z.output<typeof couponChangesRequest>;

const isoTime = z.iso.datetime({ offset: true });

export const couponAnswer = z.object({
  couponId: z.number().int(),
  code: z.string(),
  percent: z.number().int(),
  validFrom: isoTime.nullable(),
  validUntil: isoTime.nullable(),
  maxRedemptions: z.number().int().nullable(),
  active: z.boolean(),
  used: z.number().int(),
});

/** A coupon as the console shows it; `used` is its redemptions so far. */
export const couponOf = (c: CouponRow) =>
  ({
    couponId: c.id,
    code: c.code,
    percent: c.percentOff,
    validFrom: c.validFrom ? torontoIso(c.validFrom) : null,
    validUntil: c.validUntil ? torontoIso(c.validUntil) : null,
    maxRedemptions: c.maxRedemptions,
    active: c.active,
    used: c.redemptions,
  }) satisfies z.input<typeof couponAnswer>;
