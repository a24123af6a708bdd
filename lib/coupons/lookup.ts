import "server-only";
import type { Tx } from "@/db/queries/model";
import { appError } from "../http/envelope";
import { t } from "../i18n/messages";
import { findCouponByCode, type CouponRow } from "./queries";
import { COUPON_MAX_LENGTH } from "./resource";

export const INVALID_COUPON = t("coupon.invalid");
const COUPON_PATTERN = /^[A-Z0-9_-]{1,10}$/;

/**
 * A coupon is a percentage off the subtotal, matched case-insensitively,
 * valid only if active, in date and under its redemption limit.
 */
export function couponIsUsable(
  coupon: CouponRow | undefined,
  now = new Date(),
): coupon is CouponRow {
  if (!coupon || !coupon.active || coupon.percentOff <= 0) return false;
  if (coupon.validFrom && coupon.validFrom > now) return false;
  if (coupon.validUntil && coupon.validUntil < now) return false;
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return false;
  return true;
}

export async function findUsableCoupon(code: string, tx?: Tx): Promise<CouponRow | undefined> {
  const normalized = code.trim().toUpperCase();
  if (!COUPON_PATTERN.test(normalized)) return undefined;
  const coupon = await findCouponByCode(normalized, tx);
  return couponIsUsable(coupon) ? coupon : undefined;
}

/**
 * GET /api/v1/applyCouponCode: the discount percentage; an unknown, expired or used-up code has
 * discount 0 and the message 'Invalid CouponRow Code' (only a discount above 0 is valid).
 * A malformed code (empty or over 10 characters) is a 400.
 */
export async function applyCoupon(
  code: string,
): Promise<{ code: string; discount: number; message?: string }> {
  const normalized = code.trim().toUpperCase();
  if (!normalized || normalized.length > COUPON_MAX_LENGTH)
    throw appError("BAD_REQUEST", "coupon.invalid");
  const coupon = await findUsableCoupon(normalized);
  if (!coupon) return { code: normalized, discount: 0, message: INVALID_COUPON };
  return { code: coupon.code, discount: coupon.percentOff };
}
