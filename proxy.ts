import { NextResponse, type NextRequest } from "next/server";

/** Pages that need a signed-in vendor: an anonymous visitor goes to /login and comes back after. */
const VENDOR_PAGES = ["/contact1", "/cart", "/checkout"];
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/** Cross-cutting request work only (STYLE.md): redirects. Pages verify the session themselves. */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === "/exhibitions") {
    const id = searchParams.get("id");
    const url = request.nextUrl.clone();
    url.search = "";
    url.pathname = id ? `/exhibitions/${encodeURIComponent(id)}` : "/events";
    return NextResponse.redirect(url, 308);
  }
  if (
    VENDOR_PAGES.includes(pathname) &&
    !SESSION_COOKIES.some((name) => request.cookies.has(name))
  ) {
    const url = request.nextUrl.clone();
    url.pathname = "/login";
    url.search = "";
    url.searchParams.set("callbackUrl", `${pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(url, 307);
  }
  return NextResponse.next();
}

export const config = { matcher: ["/exhibitions", "/contact1", "/cart", "/checkout"] };
