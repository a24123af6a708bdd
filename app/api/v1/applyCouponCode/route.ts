import { handler, respond } from "@/lib/api";
import { applyCoupon } from "@/lib/coupons";

/** GET /api/v1/applyCouponCode?code=: the discount percentage (0 with 'Invalid Coupon Code' when refused). */
export const GET = handler(async (request) => {
  const code = new URL(request.url).searchParams.get("code") ?? "";
  return respond(await applyCoupon(code));
});
