import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { appError, MAX_JSON_BYTES, readBody } from "@/lib/http/envelope";
import { route } from "@/lib/http/access";
import { authOptions } from "@/lib/accounts/session";

const nextAuth = NextAuth(authOptions) as (
  request: Request,
  context: { params: Promise<{ nextauth: string[] }> },
) => Promise<Response>;

/** The parts of next-auth the site uses; sign-in happens at the login API, nowhere else. */
const SERVED = new Set(["GET session", "GET csrf", "POST signout"]);

type Context = { params: Promise<{ nextauth: string[] }> };

async function serve(request: Request, context: Context): Promise<Response> {
  const action = (await context.params).nextauth.join("/");
  if (!SERVED.has(`${request.method} ${action}`))
    throw appError("NOT_FOUND", "errors.http.notFound");
  if (request.method !== "POST") return nextAuth(request, context);
  // next-auth reads the sign-out form with `request.text()`, whatever its size: it gets the body
  // read here as it streams in, refused past the limit (a few short fields fit many times over).
  const body = await readBody(request, { maxBytes: MAX_JSON_BYTES });
  const bounded = new NextRequest(request.url, { method: "POST", headers: request.headers, body });
  return nextAuth(bounded, context);
}

export const GET = route({ access: "public", csrf: false }, serve);
// next-auth's sign-out checks its own anti-forgery token.
export const POST = route({ access: "public", csrf: false }, serve);
