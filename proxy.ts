import { NextResponse, type NextRequest } from "next/server";

/** Cross-cutting request work only (STYLE.md): /exhibitions?id={guid} -> /exhibitions/{guid}. */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === "/exhibitions") {
    const id = searchParams.get("id");
    const url = request.nextUrl.clone();
    url.search = "";
    url.pathname = id ? `/exhibitions/${encodeURIComponent(id)}` : "/events";
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = { matcher: ["/exhibitions"] };
