import "server-only";
import type { Role } from "@/db/queries/model";
import { handler, messageError } from "./envelope";
import { assertCsrf } from "./csrf";
import { auth, sessionClaims, type SessionAccount } from "../accounts/session";

/**
 * Who may call a route: anyone, any signed-in account, or accounts with one of the roles.
 * Checked on the server before the handler runs; tests read these declarations to check
 * every route. Staff accounts (the door team) are the exception to "signed-in": they reach only
 * the routes whose roles name "staff", so a lost door phone opens nothing else.
 */
export type Access = "public" | "signed-in" | readonly Role[];

export type RouteDeclaration = {
  access: Access;
  /** Writes from a browser carry the anti-forgery token (the Stripe webhook is signed instead). */
  csrf: boolean;
  /**
   * The 401 when no one is signed in: "Please log in to continue." unless the route says
   * "Unauthorized access" (the spec's profile routes).
   */
  unauthorized?: "account.unauthorized";
};

export type Caller<A extends Access> = A extends "public" ? SessionAccount | null : SessionAccount;

export type DeclaredHandler<C> = ((request: Request, context: C) => Promise<Response>) & {
  declaration: RouteDeclaration;
};

/** Whether an account of `role` may call a route open to `access` (a public route is open to all). */
export function roleAllowed(access: Access, role: Role): boolean {
  if (access === "public") return true;
  if (access === "signed-in") return role !== "staff";
  return access.includes(role);
}

/**
 * The checks a declaration asks for, in order: a session when the route needs an account, the
 * anti-forgery token, then the role. Answers the caller (null on a public route).
 */
export async function authorize<const A extends Access>(
  declaration: RouteDeclaration & { access: A },
  request: Request,
): Promise<Caller<A>> {
  const caller = declaration.access === "public" ? null : await auth(request);
  if (declaration.access !== "public" && !caller) {
    throw declaration.unauthorized
      ? messageError("UNAUTHORIZED", "account.unauthorized")
      : messageError("UNAUTHORIZED", "errors.auth.loginRequired");
  }
  if (declaration.csrf) {
    const sessionId = caller?.sessionId ?? (await sessionClaims(request))?.sessionId ?? null;
    assertCsrf(request, sessionId);
  }
  if (caller && !roleAllowed(declaration.access, caller.role)) {
    throw caller.role === "staff"
      ? messageError("FORBIDDEN", "errors.auth.staffDoorOnly")
      : messageError("FORBIDDEN", "errors.auth.wrongRole");
  }
  return caller as Caller<A>;
}

/** A route handler with its declaration: the declared checks, then `fn`. */
export function route<C, const A extends Access>(
  declaration: RouteDeclaration & { access: A },
  fn: (request: Request, context: C, caller: Caller<A>) => Promise<Response>,
): DeclaredHandler<C> {
  const wrapped = handler<C>(async (request, context) =>
    fn(request, context, await authorize(declaration, request)),
  );
  return Object.assign(wrapped, { declaration });
}
