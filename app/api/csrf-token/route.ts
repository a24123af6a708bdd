import { respond } from "@/lib/api";
import { csrfCookie, issueCsrfToken } from "@/lib/csrf";
import { route } from "@/lib/route";
import { sessionClaims } from "@/lib/session";

/**
 * GET /api/csrf-token: a fresh anti-forgery token bound to the caller's session (or to no
 * session), in the cookie and the answer. Pages fetch it before their first write.
 */
export const GET = route({ access: "public", csrf: false }, async (request) => {
  const token = issueCsrfToken((await sessionClaims(request))?.sessionId ?? null);
  return respond({ token }, "OK", { headers: { "Set-Cookie": csrfCookie(token) } });
});
