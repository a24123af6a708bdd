import "server-only";
import { getServerSession, type NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { cache } from "react";
import { AppError } from "./api";
import { SIGNED_IN_COOKIE } from "./browser-state";
import { env, siteUrl } from "./env";
import { cookieValue } from "./request";
import { decodeSession, encodeSession } from "./session-token";
import { loginSchema } from "./validation";
import { verifyCredentials, type SessionVendor } from "./vendors";

/**
 * One session format: next-auth's JWT in an httpOnly cookie (DESIGN.md "Sessions and login").
 * The login API writes the same cookie next-auth writes, so getServerSession reads either.
 */
const MAX_AGE_S = 7 * 24 * 60 * 60;

// next-auth 4 ships CommonJS: bundlers unwrap its default export, plain Node ESM does not.
const CredentialsProvider = ((Credentials as unknown as { default?: typeof Credentials }).default ??
  Credentials) as typeof Credentials;

function secret(): string {
  const s = env().NEXTAUTH_SECRET;
  if (!s) throw new Error("NEXTAUTH_SECRET is not set");
  return s;
}

const secureCookies = () => siteUrl().startsWith("https://");
export const sessionCookieName = () =>
  secureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: MAX_AGE_S },
  jwt: { encode: encodeSession, decode: decodeSession },
  pages: { signIn: "/login" },
  get secret() {
    return env().NEXTAUTH_SECRET;
  },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, req) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const forwarded = req.headers?.["x-forwarded-for"];
        const address =
          (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim() ?? "unknown";
        try {
          const vendor = await verifyCredentials(parsed.data, address);
          return { id: String(vendor.vendorId), name: vendor.vendorName, email: vendor.email };
        } catch {
          return null;
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.vendorId = Number(user.id);
        token.vendorName = user.name ?? "";
      }
      return token;
    },
    session({ session, token }) {
      return { ...session, vendor: vendorFromToken(token) };
    },
  },
};

function vendorFromToken(token: Record<string, unknown> | null): SessionVendor | null {
  if (!token || typeof token.vendorId !== "number") return null;
  return {
    vendorId: token.vendorId,
    vendorName: typeof token.vendorName === "string" ? token.vendorName : "",
    email: typeof token.email === "string" ? token.email : "",
  };
}

/** Set-Cookie values that sign a vendor in: the httpOnly session and a non-secret UI flag. */
export async function sessionCookies(vendor: SessionVendor): Promise<string[]> {
  const token = await encodeSession({
    token: {
      sub: String(vendor.vendorId),
      name: vendor.vendorName,
      email: vendor.email,
      vendorId: vendor.vendorId,
      vendorName: vendor.vendorName,
    },
    secret: secret(),
    maxAge: MAX_AGE_S,
  });
  const secure = secureCookies() ? "; Secure" : "";
  return [
    `${sessionCookieName()}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_S}${secure}`,
    `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=${MAX_AGE_S}${secure}`,
  ];
}

/** The vendor signed in on this request, or null (route handlers; works with any Request). */
export async function vendorFromRequest(request: Request): Promise<SessionVendor | null> {
  const raw = cookieValue(request.headers.get("cookie"), sessionCookieName());
  if (!raw) return null;
  try {
    return vendorFromToken(
      (await decodeSession({ token: raw, secret: secret() })) as Record<string, unknown> | null,
    );
  } catch {
    return null;
  }
}

/** The vendor of the current page request (server components), once per request. */
export const currentVendor = cache(async (): Promise<SessionVendor | null> => {
  const session = (await getServerSession(authOptions)) as { vendor?: SessionVendor | null } | null;
  return session?.vendor ?? null;
});

/** Vendor-only APIs: the caller's vendor, or UNAUTHORIZED. */
export async function requireVendor(request: Request): Promise<SessionVendor> {
  const vendor = await vendorFromRequest(request);
  if (!vendor)
    throw new AppError("UNAUTHORIZED", "Please log in to continue.", {
      message: "Please log in to continue.",
    });
  return vendor;
}
