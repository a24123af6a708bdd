import { timingSafeEqual } from "node:crypto";
import { AppError } from "./api";

import { CSRF_COOKIE, CSRF_HEADER } from "./csrf-names";

/** Double-submit anti-forgery check (spec §7, DESIGN.md): the cookie must equal the header. */
function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined; // not valid URL encoding: as good as no cookie
    }
  }
  return undefined;
}

export function assertCsrf(request: Request): void {
  const cookie = readCookie(request.headers.get("cookie"), CSRF_COOKIE);
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
