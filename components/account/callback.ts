import { localePath, splitLocalePath, type Locale } from "@/lib/i18n/locales";
import { safeCallback } from "@/lib/accounts/session-client";

/**
 * Where to go after a login or sign-up on a page in `locale`: the callback (when it is a path on
 * this site, else `fallback`) in that language. "/cart" from an Arabic page is "/ar/cart"; a
 * callback that already names a language ("/ar/stage") is kept as it is.
 */
export function localCallback(value: string | null, locale: Locale, fallback?: string): string {
  const path = safeCallback(value, fallback);
  if (/^\/(ar|en)(?=$|[/?#])/.test(path)) return path;
  // "/?x" in Arabic is "/ar?x", not "/ar/?x"
  return localePath(locale, path).replace(/^\/ar\/(?=[?#])/, "/ar");
}

/** A callback's site path without its language prefix or query ("/ar/stage?x=1" is "/stage"). */
export function callbackPath(value: string | null): string {
  const path = safeCallback(value, "").split(/[?#]/)[0] ?? "";
  return path ? splitLocalePath(path).path : "";
}

/**
 * Where a login without a callback lands: a ticket buyer on their tickets, a staff member on the
 * door app, everyone else on the events page.
 */
export function landingAfterLogin(role: string): string {
  if (role === "staff") return "/door";
  return role === "visitor" ? "/tickets" : "/events";
}

/**
 * The callback a login follows for an account of `role`: staff open the door app only, so any
 * other callback is dropped and they land on /door.
 */
export function callbackFor(role: string, value: string | null): string | null {
  if (role !== "staff") return value;
  const path = callbackPath(value);
  return path === "/door" || path.startsWith("/door/") ? value : null;
}
