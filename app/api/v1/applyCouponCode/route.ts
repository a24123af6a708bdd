import { respond } from "@/lib/api";
import { applyCoupon } from "@/lib/coupons";
import { assertReserved, LIMITS } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";
import { route } from "@/lib/route";

const TOO_MANY_COUPON_LOOKUPS = "Too many coupon codes tried. Please wait a few minutes.";

/** GET /api/v1/applyCouponCode?code=: the discount percentage (0 with 'Invalid Coupon Code' when refused). */
export const GET = route({ access: "public", csrf: false }, async (request) => {
  await assertReserved(LIMITS.couponLookup, clientAddress(request), TOO_MANY_COUPON_LOOKUPS);
  const code = new URL(request.url).searchParams.get("code") ?? "";
  return respond(await applyCoupon(code));
});
