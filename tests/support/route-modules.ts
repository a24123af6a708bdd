// The API's route modules for tests that call handlers directly, as Next would.
/** A route handler as Next calls it: the request and the route's parameters. */
export type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** Every API route's module, by its path in the OpenAPI document (the fuzz test checks they match). */
export const ROUTE_MODULES: Record<string, () => Promise<Record<string, unknown>>> = {
  "/api/csrf-token": () => import("@/app/api/csrf-token/route"),
  "/api/v1/homeEvents": () => import("@/app/api/v1/homeEvents/route"),
  "/api/v1/events": () => import("@/app/api/v1/events/route"),
  "/api/v1/boothsMarquee": () => import("@/app/api/v1/boothsMarquee/route"),
  "/api/v1/sections/{id}": () => import("@/app/api/v1/sections/[id]/route"),
  "/api/v1/sections/booths/{id}": () => import("@/app/api/v1/sections/booths/[id]/route"),
  "/api/v1/seats": () => import("@/app/api/v1/seats/route"),
  "/api/v1/seats/{eventId}": () => import("@/app/api/v1/seats/[eventId]/route"),
  "/api/v1/applyCouponCode": () => import("@/app/api/v1/applyCouponCode/route"),
  "/api/v1/contact": () => import("@/app/api/v1/contact/route"),
  "/api/v1/newsletter": () => import("@/app/api/v1/newsletter/route"),
  "/api/vendor/v1/register": () => import("@/app/api/vendor/v1/register/route"),
  "/api/tickets/v1/public-key": () => import("@/app/api/tickets/v1/public-key/route"),
  "/api/visitor/v1/register": () => import("@/app/api/visitor/v1/register/route"),
  "/api/vendor/v1/login": () => import("@/app/api/vendor/v1/login/route"),
  "/api/vendor/v1/lostPassword": () => import("@/app/api/vendor/v1/lostPassword/route"),
  "/api/vendor/v1/resetPassword": () => import("@/app/api/vendor/v1/resetPassword/route"),
  "/api/profile/info": () => import("@/app/api/profile/info/route"),
  "/api/profile": () => import("@/app/api/profile/route"),
  "/api/v1/payment": () => import("@/app/api/v1/payment/route"),
  "/api/v1/order/success": () => import("@/app/api/v1/order/success/route"),
  "/api/v1/order/cancel": () => import("@/app/api/v1/order/cancel/route"),
  "/api/v1/order/balance": () => import("@/app/api/v1/order/balance/route"),
  "/api/stripe/webhook": () => import("@/app/api/stripe/webhook/route"),
  "/api/health": () => import("@/app/api/health/route"),
};
