import "server-only";
import {
  couponWithCode,
  insertCoupon,
  listCoupons,
  lockCoupon,
  updateCoupon as updateCouponRow,
  type CouponChanges,
  type CouponRow,
} from "./queries";
import { recordAudit } from "@/lib/console/queries/audit";
import { transaction } from "@/db/queries/transaction";
import { appError, fieldError } from "../http/envelope";
import type { CouponChangesInput, NewCouponInput } from "./resource";

// The organiser console's coupons: a percentage off, valid between two times, up to a number of
// redemptions (the rules of the fields are the API's, lib/coupons/resource.ts). `used` is how many
// paid orders redeemed it. Every change writes its audit row in the same transaction.

function assertWindow(validFrom: Date | null, validUntil: Date | null): void {
  if (validFrom && validUntil && validUntil.getTime() < validFrom.getTime())
    throw fieldError("BAD_REQUEST", "validUntil", "errors.coupons.untilBeforeFrom");
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Runs a coupon write; a code taken meanwhile by another request is a CONFLICT too. */
async function writing<T>(code: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (code !== undefined && isUniqueViolation(error))
      throw fieldError("CONFLICT", "code", "errors.coupons.codeTaken", { code });
    throw error;
  }
}

/** Every coupon, oldest first. */
export async function adminCoupons(): Promise<CouponRow[]> {
  return listCoupons();
}

export async function createCoupon(actorId: number, input: NewCouponInput): Promise<CouponRow> {
  const validFrom = input.validFrom ?? null;
  const validUntil = input.validUntil ?? null;
  assertWindow(validFrom, validUntil);
  return writing(input.code, () =>
    transaction(async (tx) => {
      if (await couponWithCode(tx, input.code))
        throw fieldError("CONFLICT", "code", "errors.coupons.codeTaken", { code: input.code });
      const coupon = await insertCoupon(tx, {
        code: input.code,
        percentOff: input.percent,
        active: input.active ?? true,
        validFrom,
        validUntil,
        maxRedemptions: input.maxRedemptions ?? null,
      });
      await recordAudit(tx, {
        actorId,
        entity: "coupon",
        entityId: coupon.id,
        action: "create",
        before: null,
        after: coupon,
      });
      return coupon;
    }),
  );
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** A partial edit of a coupon; a new code must be free. Answers the coupon as it now is. */
export async function updateCoupon(
  actorId: number,
  couponId: number,
  input: CouponChangesInput,
): Promise<CouponRow> {
  return writing(input.code, () =>
    transaction(async (tx) => {
      const before = await lockCoupon(tx, couponId);
      if (!before) throw appError("NOT_FOUND", "errors.coupons.notFound");
      const all: CouponChanges = {
        code: input.code,
        percentOff: input.percent,
        active: input.active,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        maxRedemptions: input.maxRedemptions,
      };
      const changes = Object.fromEntries(
        Object.entries(all).filter(
          ([key, value]) =>
            value !== undefined && !sameValue(value, before[key as keyof CouponRow]),
        ),
      ) as CouponChanges;
      assertWindow(
        changes.validFrom !== undefined ? changes.validFrom : before.validFrom,
        changes.validUntil !== undefined ? changes.validUntil : before.validUntil,
      );
      if (Object.keys(changes).length === 0) return before;
      if (changes.code !== undefined && (await couponWithCode(tx, changes.code)))
        throw fieldError("CONFLICT", "code", "errors.coupons.codeTaken", { code: changes.code });
      const after = await updateCouponRow(tx, couponId, changes);
      await recordAudit(tx, {
        actorId,
        entity: "coupon",
        entityId: couponId,
        action: "update",
        before,
        after,
      });
      return after;
    }),
  );
}
