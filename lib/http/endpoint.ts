import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { env } from "../../config/env";
import {
  appError,
  codedResponse,
  handler,
  messageError,
  MAX_JSON_BYTES,
  parseWith,
  readBody,
  readJson,
  readText,
  respond,
  type ApiStatus,
  type BodyLimit,
  type SuccessCode,
} from "./envelope";
import { hasControlCharacters } from "./request";
import { t } from "../i18n/messages";
import { authorize, type Access, type Caller, type RouteDeclaration } from "./access";

export type Method = "GET" | "POST" | "PUT" | "DELETE";
type SuccessStatus = Extract<ApiStatus, "OK" | "CREATED" | "ACCEPTED">;

type Fields = z.ZodObject<z.ZodRawShape>;
type NoFields = z.ZodObject<Record<never, never>>;

/**
 * What a handler answers: a payload (200), or `reply(...)` for another status, cookies, or the
 * catalogue code of the message the payload carries.
 */
export class Reply<T> {
  constructor(
    readonly payload: T,
    readonly status: SuccessStatus | undefined,
    readonly headers: Headers,
    readonly coded?: SuccessCode,
  ) {}
}

/**
 * A payload with cookies to set, when it differs from the endpoint's, its own status, and with
 * `code` the catalogue key of its `message` (the envelope carries it, so a page says it in its
 * own language).
 */
export function reply<T>(
  payload: T,
  {
    status,
    cookies = [],
    code,
  }: { status?: SuccessStatus; cookies?: string[]; code?: SuccessCode["code"] } = {},
): Reply<T> {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Reply(payload, status, headers, code ? { code } : undefined);
}

export type EndpointInput<A extends Access, P extends Fields, Q extends Fields, B> = {
  request: Request;
  caller: Caller<A>;
  params: z.output<P>;
  query: z.output<Q>;
  body: B;
  /**
   * The raw body as text, read as it streams in and refused (413) past the endpoint's
   * `maxBodyBytes`: for an endpoint without `body` that needs the bytes as sent (the webhook's
   * signature is computed over them). Never `request.text()`, which reads a body of any size.
   */
  text: () => Promise<string>;
};

/**
 * One API endpoint, declared once: the handler, the OpenAPI document, the authorization and
 * fuzz tests and the API table of docs/api.md are all read from this.
 */
export type Endpoint<
  A extends Access = Access,
  P extends Fields = Fields,
  Q extends Fields = Fields,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = RouteDeclaration & {
  method: Method;
  /** The path as OpenAPI writes it: `/api/v1/sections/{id}`. */
  path: string;
  /** One line for the OpenAPI summary. */
  summary: string;
  /** What a caller sends and gets back, in a sentence or two, for the API table of docs/api.md. */
  description: string;
  access: A;
  /** Path parameters, validated before the handler runs (a refusal is a 400). */
  params?: P;
  /** Query parameters, likewise. */
  query?: Q;
  /**
   * The JSON body, read (at most `maxBodyBytes`) and validated before the handler runs; with
   * `multipart`, the fields of a multipart/form-data body instead (a file is a `File`).
   */
  body?: B;
  /**
   * The most bytes the body may have (64 KiB unless declared), enforced while it streams in,
   * with or without a Content-Length: a larger body is a 413 and is never read whole.
   */
  maxBodyBytes?: number;
  /**
   * The body is multipart/form-data (a file upload), read up to `maxBytes` (a larger body is the
   * 413 `tooLarge` makes, a refusal by code) and handed to `body`'s schema as an object of its
   * fields.
   */
  multipart?: Required<BodyLimit>;
  /** The payload of a successful answer (inside the `{status, payload}` envelope). */
  answer: R;
  /** The answer is the payload itself, outside the envelope (the OpenAPI document). */
  bare?: boolean;
  /** The status of a successful answer (default OK). */
  status?: SuccessStatus;
  /**
   * How a shared cache (a CDN) may keep a successful answer (its Cache-Control), for a public
   * read every visitor gets alike; every other answer, and every refusal, is `no-store`.
   */
  cacheControl?: string;
  /** The proof a caller without the anti-forgery token gives instead (the webhook's signature). */
  signature?: "stripe";
  /**
   * A caller without a session, such as the host's scheduler, proves itself with this setting's
   * secret in `Authorization: Bearer <secret>`; without it, with another, or while the setting is
   * unset: 401. Declared with `access: "public"` and `csrf: false` (no session, no token).
   */
  bearer?: "CRON_SECRET";
  handle: (
    input: EndpointInput<A, P, Q, z.output<B>>,
  ) => Promise<z.input<R> | Reply<z.input<R>> | Response>;
};

/** Declares an endpoint; the generics only carry the schemas' types into `handle`. */
export function endpoint<
  const A extends Access,
  P extends Fields = NoFields,
  Q extends Fields = NoFields,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(declaration: Endpoint<A, P, Q, B, R>): Endpoint {
  return declaration as unknown as Endpoint;
}

type Segment = { literal: string } | { param: string };

const segmentsOf = (path: string): Segment[] =>
  path
    .split("/")
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      return param ? { param } : { literal: part };
    });

function decodeSegment(part: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(part);
  } catch {
    throw appError("BAD_REQUEST", "errors.http.malformedAddress");
  }
  // As in the query (see `handler`): no parameter takes one, and PostgreSQL refuses a NUL.
  if (hasControlCharacters(decoded)) throw appError("BAD_REQUEST", "errors.http.controlCharacters");
  return decoded;
}

/** The path parameters when `pathname` fits the endpoint's path, else null. */
function matchPath(segments: Segment[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    if ("literal" in segment) {
      if (segment.literal !== parts[i]) return null;
    } else params[segment.param] = decodeSegment(parts[i]!);
  }
  return params;
}

/** Room for a multipart body's boundaries and part headers around the file itself. */
const MULTIPART_FRAMING = 64 * 1024;
/**
 * The most parts a multipart body may have: the site's forms send a handful. Counted before the
 * body is parsed, since parsing 150,000 tiny parts holds the server for about a second.
 */
export const MAX_MULTIPART_PARTS = 16;

/** How many parts a multipart body has: its delimiter lines, less the closing one. */
function partCount(body: Buffer, contentType: string): number {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const value = boundary?.[1] ?? boundary?.[2];
  if (!value) return 0;
  const delimiter = Buffer.from(`--${value}`, "latin1");
  let count = 0;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + 1)) {
    count += 1;
    if (count > MAX_MULTIPART_PARTS + 1) break;
  }
  return Math.max(0, count - 1);
}

/**
 * Reads a multipart/form-data body, at most `maxBytes` of content (the stream is cut there, so a
 * larger body is never held whole: 413 by `tooLarge`), and validates its fields with `schema`.
 */
async function readMultipart<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes, tooLarge }: Required<BodyLimit>,
): Promise<z.infer<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type))
    throw appError("BAD_REQUEST", "errors.http.multipartRequired");
  const bytes = await readBody(request, { maxBytes: maxBytes + MULTIPART_FRAMING, tooLarge });
  if (partCount(bytes, type) > MAX_MULTIPART_PARTS)
    throw appError("BAD_REQUEST", "errors.http.tooManyParts", { max: MAX_MULTIPART_PARTS });
  let form: FormData;
  try {
    form = await new Response(bytes, {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw appError("BAD_REQUEST", "errors.http.multipartUnreadable");
  }
  return parseWith(schema, Object.fromEntries(form));
}

export const WRONG_BEARER = t("errors.http.wrongBearer");

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * The bearer secret a declaration names, compared in constant time (digests of equal length, so
 * neither the secret's content nor its length shows in the timing).
 */
function assertBearer(request: Request, setting: "CRON_SECRET"): void {
  const secret = env()[setting];
  const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
  if (!secret || !given || !timingSafeEqual(digest(given), digest(secret)))
    throw messageError("UNAUTHORIZED", "errors.http.wrongBearer");
}

async function run(
  endpoint: Endpoint,
  request: Request,
  url: URL,
  rawParams: Record<string, string>,
) {
  if (endpoint.bearer) assertBearer(request, endpoint.bearer);
  const caller = await authorize(endpoint, request);
  const params = endpoint.params ? parseWith(endpoint.params, rawParams) : {};
  const query = endpoint.query
    ? parseWith(endpoint.query, Object.fromEntries(url.searchParams))
    : {};
  const maxBytes = endpoint.maxBodyBytes ?? MAX_JSON_BYTES;
  const body = !endpoint.body
    ? undefined
    : endpoint.multipart
      ? await readMultipart(request, endpoint.body, endpoint.multipart)
      : await readJson(request, endpoint.body, maxBytes);
  const text = () => readText(request, { maxBytes });
  const answer = await endpoint.handle({ request, caller, params, query, body, text });
  if (answer instanceof Response) return answer;
  const { payload, status, headers, coded } =
    answer instanceof Reply ? answer : new Reply(answer, undefined, new Headers());
  const response = respond(payload, status ?? endpoint.status ?? "OK", { headers }, coded);
  if (endpoint.cacheControl) response.headers.set("Cache-Control", endpoint.cacheControl);
  return response;
}

/**
 * One request handler for every declared endpoint: finds the endpoint by path and method (404
 * for an unknown path, 405 with `Allow` for a known path and another method), then runs the
 * declared checks, validates the parameters and body, and answers in the envelope.
 */
export function dispatcher(endpoints: readonly Endpoint[]) {
  const table = endpoints
    .map((e) => ({ endpoint: e, segments: segmentsOf(e.path) }))
    // A literal segment wins over a parameter in the same place.
    .sort(
      (a, b) =>
        a.segments.filter((s) => "param" in s).length -
        b.segments.filter((s) => "param" in s).length,
    );
  const serve = handler<void>(async (request) => {
    const url = new URL(request.url);
    const parts = url.pathname.split("/").filter(Boolean);
    const matches = table.flatMap(({ endpoint, segments }) => {
      const params = matchPath(segments, parts);
      return params ? [{ endpoint, params }] : [];
    });
    if (!matches.length) throw appError("NOT_FOUND", "errors.http.notFound");
    const method = request.method === "HEAD" ? "GET" : request.method;
    const found = matches.find((m) => m.endpoint.method === method);
    if (!found) {
      const allow = [...new Set(matches.map((m) => m.endpoint.method))].join(", ");
      return codedResponse(
        "BAD_REQUEST",
        "errors.http.methodNotAllowed",
        { method: request.method },
        { status: 405, headers: { Allow: allow } },
      );
    }
    return run(found.endpoint, request, url, found.params);
  });
  return (request: Request, _context?: unknown): Promise<Response> => serve(request);
}
