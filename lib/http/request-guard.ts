import { NextResponse, type NextRequest } from "next/server";
import { codedResponse } from "./envelope";
import { mailboxVisibleTo } from "../email/mailbox-access";
import { queryHasControlCharacters } from "./request";
import { splitLocalePath } from "../i18n/locales";

export const MAILBOX_PATH = "/dev/mailbox";

/** An address no page has: rewriting to it renders the site's not-found page with a 404. */
const NOT_FOUND_PATH = "/_page-not-found";

/**
 * Whether a pathname's percent-encoding fails to decode as UTF-8 (`%C0%AE`, `%zz`, a lone `%`).
 * Next decodes dynamic segments while routing and answers such an address with a bare 500.
 */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

function notFoundPage(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
}

/**
 * Requests the proxy answers before routing: an address with malformed percent-encoding, or a
 * query with a control character such as NUL (the console's searches would hand it to
 * PostgreSQL, which refuses it in text) (API routes get the BAD_REQUEST envelope, pages the
 * not-found page), and the demo mailbox for anyone it is not shown to. Anything else is left to
 * the app (undefined).
 */
export function guardRequest(request: NextRequest): Response | undefined {
  const { pathname } = request.nextUrl;
  if (hasMalformedEncoding(pathname)) {
    if (isApiPath(pathname))
      return codedResponse("BAD_REQUEST", "errors.http.malformedPercentEncoding");
    return notFoundPage(request);
  }
  if (queryHasControlCharacters(request.nextUrl)) {
    if (isApiPath(pathname)) return codedResponse("BAD_REQUEST", "errors.http.controlCharacters");
    return notFoundPage(request);
  }
  if (splitLocalePath(pathname).path === MAILBOX_PATH && !mailboxVisibleTo(request.headers))
    return notFoundPage(request);
  return undefined;
}
