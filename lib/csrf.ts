import { timingSafeEqual } from "node:crypto";
import { AppError } from "./api";

import { CSRF_COOKIE, CSRF_HEADER } from "./csrf-names";

/** Double-submit anti-forgery check (spec §7, DESIGN.md): the cookie must equal the header. */
function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export function assertCsrf(request: Request): void {
  const cookie = readCookie(request.headers.get("cookie"), CSRF_COOKIE);
  const header = request.headers.get(CSRF_HEADER);
  const valid =
    !!cookie &&
    !!header &&
    cookie.length >= 16 &&
    cookie.length === header.length &&
    timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
  if (!valid) {
    throw new AppError(
      "FORBIDDEN",
      "Your session security token is missing or out of date. Please reload the page and try again.",
    );
  }
}
