import { NextResponse, type NextRequest } from "next/server";
import { env } from "./config/env";
import { localePath, splitLocalePath } from "./lib/i18n/locales";
import { guardRequest } from "./lib/http/request-guard";
import { readSessionClaims } from "./lib/accounts/session-token";

/** Pages that need a signed-in account: anyone else goes to /login and comes back after. */
const SIGNED_IN_PAGES = ["/contact1", "/cart", "/checkout", "/tickets"];

/**
 * Cross-cutting request work only: refusing malformed addresses, redirects. The session is read with the site's session
 * reader up to its token stage (the proxy has no database); the pages then check the session's
 * record and redirect an ended one the same way.
 */
export async function proxy(request: NextRequest) {
  const refused = guardRequest(request);
  if (refused) return refused;
  const { pathname: address, searchParams } = request.nextUrl;
  // The same rules for a page in either language ("/ar/cart" is the cart too).
  const { locale, path: pathname } = splitLocalePath(address);
  if (pathname === "/exhibitions") {
    const id = searchParams.get("id");
    const url = request.nextUrl.clone();
    url.search = "";
    url.pathname = localePath(locale, id ? `/exhibitions/${encodeURIComponent(id)}` : "/events");
    return NextResponse.redirect(url, 308);
  }
  const secret = env().NEXTAUTH_SECRET ?? "";
  // The organiser console: every page under /admin (its pages then check the role); an invoice
  // opened from an e-mail.
  const signedInOnly =
    SIGNED_IN_PAGES.includes(pathname) ||
    pathname.startsWith("/tickets/transfer/") ||
    pathname === "/admin" ||
    pathname.startsWith("/admin/") ||
    pathname.startsWith("/invoices/");
  if (
    signedInOnly &&
    !(secret && (await readSessionClaims(request.headers.get("cookie"), secret)))
  ) {
    const url = request.nextUrl.clone();
    url.pathname = localePath(locale, "/login");
    url.search = "";
    url.searchParams.set("callbackUrl", `${pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(url, 307);
  }
  return NextResponse.next();
}

/**
 * Where the proxy runs, in every address form (English, Arabic, and English as the site's server
 * hands it to Next under /en: scripts/lib/english-pages.mjs): the pages above and what lies under
 * them, and guardRequest's addresses (the demo mailbox, any address holding a `%`). One
 * expression per kind: Next's router builds and tries every matcher twice on every request.
 */
export const config = {
  // Written out: Next reads the matcher without running this module.
  matcher: [
    "/:page((?:ar/|en/)?(?:exhibitions|contact1|cart|checkout|tickets|dev/mailbox))",
    "/:page((?:ar/|en/)?(?:tickets/transfer|invoices)|(?:en/)?admin)/:rest*",
    "/:path(.*%.*)",
  ],
};
