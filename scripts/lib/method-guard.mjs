// Request methods the site's HTTP server (scripts/serve.mjs) answers itself, before Next.

/** The methods Next dispatches to route handlers; an API route never sees any other. */
const ROUTE_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);

/**
 * Methods a Fetch API Request cannot carry: Next fails to build its request object for them and
 * answers a route handler's address with a bare 500.
 */
const FORBIDDEN_IN_FETCH = new Set(["TRACE", "TRACK", "CONNECT"]);

/** The path of a request target, whether origin-form (`/api/x?y`) or absolute-form. */
function pathnameOf(url) {
  try {
    return new URL(url ?? "/", "http://localhost").pathname;
  } catch {
    return String(url ?? "/").split("?", 1)[0];
  }
}

/**
 * The answer for a request method the app cannot handle, or undefined to pass the request on.
 * API addresses get the API's BAD_REQUEST envelope for any method outside the route handlers'
 * set; other addresses a plain 400 for the methods Fetch forbids.
 */
export function refusedMethod(method, url) {
  const upper = String(method ?? "").toUpperCase();
  const pathname = pathnameOf(url);
  const api = pathname === "/api" || pathname.startsWith("/api/");
  if (api && !ROUTE_METHODS.has(upper)) {
    return {
      status: 400,
      headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
      body: JSON.stringify({
        status: "BAD_REQUEST",
        payload: `The method ${upper} is not supported.`,
      }),
    };
  }
  if (FORBIDDEN_IN_FETCH.has(upper)) {
    return {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      body: `Bad Request: the method ${upper} is not supported.`,
    };
  }
  return undefined;
}
