import "server-only";
import { reserveAttempt, type Limit } from "../accounts/queries/attempts";
import type { AppError } from "./envelope";
import { env } from "../../config/env";

/**
 * Rate limits kept in the database, so every app instance sees the same counts.
 * - failed logins: 5 per (e-mail, client address) in 15 minutes, so an attacker's failures from
 *   elsewhere never lock the owner out, and 50 per address across all e-mails;
 * - lost-password requests: 3 per e-mail an hour;
 * - registrations: REGISTER_PER_ADDRESS_PER_HOUR per address;
 * - registrations per e-mail address: the first 3 in an hour act (an account made, or its owner
 *   told that someone tried); later ones are answered alike and tell nobody;
 * - coupon look-ups: 30 per address in 10 minutes (codes cannot be guessed at speed).
 */
export const LIMITS = {
  loginEmail: { kind: "login-email-address", max: 5, windowMs: 15 * 60_000 },
  loginAddress: { kind: "login-address", max: 50, windowMs: 15 * 60_000 },
  lostPassword: { kind: "lost-password", max: 3, windowMs: 60 * 60_000 },
  registerEmail: { kind: "register-email", max: 3, windowMs: 60 * 60_000 },
  couponLookup: { kind: "coupon-lookup", max: 30, windowMs: 10 * 60_000 },
  get register() {
    return { kind: "register", max: env().REGISTER_PER_ADDRESS_PER_HOUR, windowMs: 60 * 60_000 };
  },
};

/**
 * Counts an attempt against `limit`; over it, throws what `refusal` makes (a 429 by code, written
 * at the caller: `() => appError("TOO_MANY_REQUESTS", "errors.coupons.tooManyLookups")`).
 */
export async function assertReserved(
  limit: Limit,
  key: string,
  refusal: () => AppError,
): Promise<number> {
  const attempt = await reserveAttempt(limit, key);
  if (!attempt.allowed) throw refusal();
  return attempt.id;
}
