import type { z } from "zod";

// What a route is to its callers, with no server code: its method and path, the schemas of what
// is sent and of what comes back. A resource's module (`lib/<feature>/api.ts`) declares its
// routes with `apiRoute`; the server binds each to a handler (`endpoint({...route, handle})` in
// `lib/http/endpoint.ts`) and the browser calls it through `call` (`lib/http/client.ts`), so
// neither writes a URL or an answer's type by hand.

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
type Fields = z.ZodObject<z.ZodRawShape>;

export type ApiRoute = {
  method: HttpMethod;
  /** The path as OpenAPI writes it: `/api/admin/v1/booths/{boothId}`. */
  path: string;
  /** Path parameters (a refusal is a 400 before the handler runs). */
  params?: Fields;
  /** Query parameters, likewise. */
  query?: Fields;
  /** The JSON body. */
  body?: z.ZodType;
  /** The payload of a successful answer (inside the `{status, payload}` envelope). */
  answer: z.ZodType;
  /** The status of a successful answer (default OK). */
  status?: "OK" | "CREATED";
};

/** Declares a route; `const` keeps its literal method and path and its schemas' types. */
export const apiRoute = <const R extends ApiRoute>(route: R): R => route;

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller gives `call` for a route: its path parameters, query and body, when it has them. */
export type RouteInput<R extends ApiRoute> = (R["params"] extends Fields
  ? { params: Input<R["params"]> }
  : { params?: undefined }) &
  (R["query"] extends Fields ? { query?: Input<R["query"]> } : { query?: undefined }) &
  (R["body"] extends z.ZodType ? { body: Input<R["body"]> } : { body?: undefined });

/** The payload of a route's successful answer, as the browser reads it. */
export type RouteAnswer<R extends ApiRoute> = z.output<R["answer"]>;

/** The address of a route for these parameters and query: `/api/admin/v1/booths/12`. */
export function routeUrl(
  route: Pick<ApiRoute, "path">,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
