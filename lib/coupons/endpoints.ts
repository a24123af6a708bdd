import "server-only";
import { adminCoupons, createCoupon, updateCoupon } from "./editing";
import { COUPON_ROUTES } from "./api";
import { couponOf } from "./resource";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

const COUPON_FIELDS =
  "code, percent, validFrom, validUntil (ISO; Toronto time without an offset; a date alone for validUntil is all that day), maxRedemptions, active";

/** The organiser API's coupons: the list, a new coupon, and edits. */
export const COUPONS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...COUPON_ROUTES.list,
    summary: "Every coupon (organisers)",
    description:
      "[{couponId, code, percent, validFrom, validUntil, maxRedemptions, active, used}], used being the redemptions so far",
    access: ORGANISERS,
    csrf: false,
    handle: async () => (await adminCoupons()).map(couponOf),
  }),
  endpoint({
    ...COUPON_ROUTES.create,
    summary: "Create a coupon (organisers)",
    description: `${COUPON_FIELDS} (code and percent required; active unless told otherwise) -> 201 the coupon; CONFLICT for a code that exists`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, body }) =>
      reply(couponOf(await createCoupon(caller.accountId, body)), { status: "CREATED" }),
  }),
  endpoint({
    ...COUPON_ROUTES.update,
    summary: "Edit a coupon (organisers)",
    description: `any of ${COUPON_FIELDS} (null clears a date or the limit) -> the coupon; CONFLICT for a code another coupon has; NOT_FOUND for an unknown id`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      couponOf(await updateCoupon(caller.accountId, params.couponId, body)),
  }),
];
