import "server-only";
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { appError } from "./envelope";
import { CSRF_COOKIE, CSRF_HEADER } from "./csrf-names";
import { t } from "../i18n/messages";
import { env, siteUrl } from "../../config/env";
import { cookieValue } from "./request";

/**
 * Signed double submit: the token is `random.mac`, where mac = HMAC(key, binding + random) and
 * the binding is the session's id (or "anonymous" before login). A write must carry the token in
 * both the cookie and the header, and the token must be signed for the caller's own session, so
 * a token planted from a sibling site or taken from another session is refused. Login issues a
 * new token (rotation).
 */
const ANONYMOUS = "anonymous";
let cachedKey: { secret: string; key: Buffer } | undefined;

function key(): Buffer {
  const secret = env().NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set");
  if (cachedKey?.secret !== secret) {
    const derived = Buffer.from(hkdfSync("sha256", secret, "", "festival anti-forgery token", 32));
    cachedKey = { secret, key: derived };
  }
  return cachedKey.key;
}

const mac = (binding: string, random: string) =>
  createHmac("sha256", key()).update(`${binding}\u0000${random}`).digest("base64url");

export function issueCsrfToken(sessionId: string | null): string {
  const random = randomBytes(18).toString("base64url");
  return `${random}.${mac(sessionId ?? ANONYMOUS, random)}`;
}

export function csrfTokenIsValid(token: string, sessionId: string | null): boolean {
  const [random, signature, extra] = token.split(".");
  if (!random || !signature || extra !== undefined) return false;
  const expected = Buffer.from(mac(sessionId ?? ANONYMOUS, random));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The anti-forgery cookie: readable by the page's script, which copies it into the header. */
export function csrfCookie(token: string): string {
  const secure = siteUrl().startsWith("https://") ? "; Secure" : "";
  return `${CSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`;
}

/** The anti-forgery cookie, URL-decoded; a value that is not valid URL encoding counts as none. */
function csrfCookieValue(header: string | null): string | undefined {
  const raw = cookieValue(header, CSRF_COOKIE);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The refusal's English text (its payload). */
export const CSRF_INVALID_MESSAGE = t("errors.csrf.invalid");

const forbidden = () => appError("FORBIDDEN", "errors.csrf.invalid");

/**
 * The origin the request was sent to: its URL's scheme with the `Host` header the browser wrote.
 * Next builds `request.url` from the server's own hostname (localhost), so a page opened at
 * http://127.0.0.1:3000 posts with an Origin that only the Host header names. A Host header that
 * is more than a host and an optional port names nothing.
 */
function hostOrigin(request: Request, url: URL): string | undefined {
  const host = request.headers.get("host");
  if (!host) return undefined;
  try {
    const sentTo = new URL(`${url.protocol}//${host}`);
    return sentTo.host === host.toLowerCase() ? sentTo.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A browser says where a request comes from: `Origin` must be this site's (SITE_URL, or the
 * scheme and host the request was sent to), and `Sec-Fetch-Site` same-origin (or none, typed by
 * the user). Without either header the token alone decides.
 */
function assertSameOrigin(request: Request): void {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw forbidden();
  const origin = request.headers.get("origin");
  if (!origin) return;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw forbidden();
  }
  const own = [url.origin, hostOrigin(request, url), new URL(siteUrl()).origin];
  if (!own.includes(origin)) throw forbidden();
}

export function assertCsrf(request: Request, sessionId: string | null): void {
  assertSameOrigin(request);
  const cookie = csrfCookieValue(request.headers.get("cookie"));
  const header = request.headers.get(CSRF_HEADER);
  const a = Buffer.from(cookie ?? "");
  const b = Buffer.from(header ?? "");
  // timingSafeEqual needs equal byte lengths; characters are not bytes.
  const same = a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
  if (!same || !csrfTokenIsValid(cookie!, sessionId)) throw forbidden();
}
