import { timingSafeEqual } from "node:crypto";
import { AppError } from "./api";

import { CSRF_COOKIE, CSRF_HEADER } from "./csrf-names";
import { cookieValue } from "./request";

/** Double-submit anti-forgery check (spec §7, DESIGN.md): the cookie must equal the header. */
/** The anti-forgery cookie, URL-decoded; a value that is not valid URL encoding counts as none. */
function csrfCookie(header: string | null): string | undefined {
  const raw = cookieValue(header, CSRF_COOKIE);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export function assertCsrf(request: Request): void {
  const cookie = csrfCookie(request.headers.get("cookie"));
  const header = request.headers.get(CSRF_HEADER);
  const a = Buffer.from(cookie ?? "");
  const b = Buffer.from(header ?? "");
  // timingSafeEqual needs equal byte lengths; characters are not bytes.
  const valid = a.length >= 16 && a.length === b.length && timingSafeEqual(a, b);
  if (!valid) {
    throw new AppError(
      "FORBIDDEN",
      "Your session security token is missing or out of date. Please reload the page and try again.",
    );
  }
}
