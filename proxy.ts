import { NextResponse, type NextRequest } from "next/server";
import { env } from "./config/env";
import { guardRequest } from "./lib/request-guard";
import { readSessionClaims } from "./lib/session-token";

/** Pages that need a signed-in account: anyone else goes to /login and comes back after. */
const SIGNED_IN_PAGES = ["/contact1", "/cart", "/checkout"];

/**
 * Cross-cutting request work only: refusing malformed addresses, redirects. The session is read with the site's session
 * reader up to its token stage (the proxy has no database); the pages then check the session's
 * record and redirect an ended one the same way.
 */
export async function proxy(request: NextRequest) {
  const refused = guardRequest(request);
  if (refused) return refused;
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === "/exhibitions") {
    const id = searchParams.get("id");
    const url = request.nextUrl.clone();
    url.search = "";
    url.pathname = id ? `/exhibitions/${encodeURIComponent(id)}` : "/events";
    return NextResponse.redirect(url, 308);
  }
  const secret = env().NEXTAUTH_SECRET ?? "";
  if (
    SIGNED_IN_PAGES.includes(pathname) &&
    !(secret && (await readSessionClaims(request.headers.get("cookie"), secret)))
  ) {
    const url = request.nextUrl.clone();
    url.pathname = "/login";
    url.search = "";
    url.searchParams.set("callbackUrl", `${pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(url, 307);
  }
  return NextResponse.next();
}

/** The last two are guardRequest's: any address holding a `%`, and the demo mailbox. */
export const config = {
  matcher: ["/exhibitions", "/contact1", "/cart", "/checkout", "/:path(.*%.*)", "/dev/mailbox"],
};
