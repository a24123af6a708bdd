import { z } from "zod";
import { errorStack, errorText, loggingOn, logJson } from "../platform/log";
import {
  formatMessage,
  ruleOf,
  t,
  type CodedMessage,
  type MessageKey,
  type MessageParams,
} from "../i18n/messages";
import { queryHasControlCharacters } from "./request";

/** The envelope of every API answer: `{ status, payload }`. */
export const API_STATUS = {
  OK: 200,
  CREATED: 201,
  /** Taken, waiting for someone's decision (an add-on that needs an organiser's approval). */
  ACCEPTED: 202,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ApiStatus = keyof typeof API_STATUS;
/**
 * One failed check of a request's body: where (zod's path), its code (the catalogue key of the
 * rule's message, with `params`, when the rule has one; else zod's code) and its English message.
 */
export type Issue = {
  path: (string | number)[];
  code: string;
  params?: MessageParams;
  message: string;
};

/**
 * An answer's envelope. A refusal's `payload` is its English text; a refusal by code also carries
 * `code` (a message catalogue key) and `params` (its ICU arguments), so a page shows it in its own
 * language; a validation failure carries `errors` (the messages) and `issues` (each with its path).
 */
export type Envelope<T = unknown> = {
  status: ApiStatus;
  payload: T;
  code?: string;
  params?: MessageParams;
  errors?: string[];
  issues?: Issue[];
};

export type ErrorStatus = Exclude<ApiStatus, "OK" | "CREATED" | "ACCEPTED">;

/**
 * A failure a domain function reports; `errorResponse` maps it to the envelope and HTTP code.
 * Its message is a catalogue code with parameters (`appError`, `messageError`, `fieldError`),
 * rendered in English for `payload` and `message`; only a validation failure here gives zod's
 * text (each of its issues carries its rule's code). A unit test keeps English out of every other
 * `new AppError(`.
 */
export class AppError extends Error {
  readonly payload: unknown;
  readonly code?: MessageKey;
  readonly params?: MessageParams;

  constructor(
    readonly status: ErrorStatus,
    message: string | CodedMessage,
    payload?: unknown,
    readonly errors?: string[],
    readonly issues?: Issue[],
  ) {
    const text =
      typeof message === "string"
        ? message
        : (formatMessage("en", message.code, message.params) ?? message.code);
    super(text);
    this.name = "AppError";
    this.payload = payload === undefined ? text : payload;
    if (typeof message !== "string") {
      this.code = message.code;
      if (message.params) this.params = message.params;
    }
  }
}

/**
 * A refusal by code: `appError("CONFLICT", "errors.itemsTaken", { count, items })`. The code is
 * given as a literal at each call, so the unit test that reads the source finds every code.
 */
export function appError(status: ErrorStatus, code: MessageKey, params?: MessageParams): AppError {
  return new AppError(status, params ? { code, params } : { code });
}

/**
 * A refusal by code whose payload is `{message}` (the shape the spec gives its 401s and a few
 * others) rather than the text itself.
 */
export function messageError(
  status: ErrorStatus,
  code: MessageKey,
  params?: MessageParams,
): AppError {
  const message = formatMessage("en", code, params) ?? code;
  return new AppError(status, params ? { code, params } : { code }, { message });
}

/** A refusal by code made by the machinery itself, outside any handler (a 405, a 503, a 500). */
export function codedResponse(
  status: ErrorStatus,
  code: MessageKey,
  params?: MessageParams,
  init: ResponseInit = {},
): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  const payload = formatMessage("en", code, params) ?? code;
  const body: Envelope = { status, payload, code, ...(params ? { params } : {}) };
  return Response.json(body, { ...init, status: init.status ?? API_STATUS[status], headers });
}

/** A success's own message by code (a login's welcome): the envelope's `code` beside the payload. */
export type SuccessCode = { code: MessageKey; params?: MessageParams };

/**
 * The same refusal, listing `errors` beside it (the booths or seats it names), keeping its code,
 * parameters and issues.
 */
export function withErrors(error: AppError, errors: string[]): AppError {
  const coded = error.code
    ? { code: error.code, ...(error.params ? { params: error.params } : {}) }
    : error.message;
  return new AppError(error.status, coded, undefined, errors, error.issues);
}

export function respond<T>(
  payload: T,
  status: ApiStatus = "OK",
  init: ResponseInit = {},
  coded?: SuccessCode,
): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  const body: Envelope<T> = { status, payload };
  if (coded) body.code = coded.code;
  if (coded?.params) body.params = coded.params;
  return Response.json(body, {
    ...init,
    status: API_STATUS[status],
    headers,
  });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const body: Envelope = { status: error.status, payload: error.payload };
    if (error.code) body.code = error.code;
    if (error.params) body.params = error.params;
    if (error.errors) body.errors = error.errors;
    if (error.issues) body.issues = error.issues;
    const headers = new Headers({ "Cache-Control": "no-store" });
    // The rest of a body refused for its size is never read: the connection closes after this
    // answer instead of waiting for the client to finish sending it.
    if (error.status === "PAYLOAD_TOO_LARGE") headers.set("Connection", "close");
    return Response.json(body, { status: API_STATUS[error.status], headers });
  }
  if (isDatabaseUnavailable(error)) {
    return codedResponse("SERVICE_UNAVAILABLE", "errors.http.serviceUnavailable", undefined, {
      headers: { "Retry-After": "5" },
    });
  }
  console.error(
    JSON.stringify({
      level: "error",
      msg: "unhandled API error",
      error: errorText(error),
      stack: errorStack(error),
    }),
  );
  return codedResponse("INTERNAL_SERVER_ERROR", "errors.http.internal");
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  }
  return false;
}

/**
 * Wraps a route handler so every failure becomes an envelope, never an unshaped 500. A query
 * string with a control character is refused (400) before the handler runs: no route takes one,
 * and PostgreSQL cannot hold a NUL in text, so a search for one would otherwise fail as a 500.
 */
export function handler<C>(fn: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    const started = performance.now();
    let response: Response;
    try {
      if (queryHasControlCharacters(new URL(request.url)))
        throw appError("BAD_REQUEST", "errors.http.controlCharacters");
      response = await fn(request, context);
    } catch (error) {
      // Next's own control flow (a prerender bailing out to request time, a redirect) carries a
      // `digest` and is Next's to handle, not a failure of the route.
      if (typeof (error as { digest?: unknown } | null)?.digest === "string") throw error;
      response = errorResponse(error);
    }
    if (loggingOn()) {
      logJson({
        level: response.status >= 500 ? "error" : "info",
        msg: "api request",
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        ms: Math.round(performance.now() - started),
      });
    }
    return response;
  };
}

/**
 * A request body zod refused: `payload` is the first message, `errors` every distinct message,
 * and `issues` each failed check with its path (zod's path array: `["items", 0, "name"]`), so a
 * form puts each message on its field.
 */
export function validationError(error: z.ZodError): AppError {
  const messages = [...new Set(error.issues.map((i) => i.message))];
  const issues: Issue[] = error.issues.map((i) => {
    const rule = ruleOf(i.message);
    return {
      path: i.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
      code: rule?.code ?? i.code,
      ...(rule?.params ? { params: rule.params } : {}),
      message: i.message,
    };
  });
  if (!messages[0])
    return new AppError("BAD_REQUEST", { code: "errors.http.invalidRequest" }, undefined, [], []);
  return new AppError("BAD_REQUEST", messages[0], messages[0], messages, issues);
}

export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * A refusal about one field of a request body that zod's schema could not see (a unique code
 * taken, two days in the wrong order), by code: like a validation failure, its issue names the
 * field, so a form puts the message on it.
 */
export function fieldError(
  status: ErrorStatus,
  field: string,
  code: MessageKey,
  params?: MessageParams,
): AppError {
  const message = formatMessage("en", code, params) ?? code;
  return new AppError(status, params ? { code, params } : { code }, undefined, undefined, [
    { path: [field], code, ...(params ? { params } : {}), message },
  ]);
}

/** The most a JSON body may hold, unless its endpoint declares another limit. */
export const MAX_JSON_BYTES = 64 * 1024;
export const BODY_CUT_OFF = t("errors.http.bodyCutOff");

const bodyTooLarge = () => appError("PAYLOAD_TOO_LARGE", "errors.http.bodyTooLarge");

/** A body's limit in bytes, and the 413 for a body over it (a refusal by code). */
export type BodyLimit = { maxBytes: number; tooLarge?: () => AppError };

/**
 * The one reader of request bodies: reads the body as it streams in, at most `maxBytes`. A
 * declared Content-Length over the limit is refused before reading, and a body without one
 * (chunked) is cut at the limit, so a larger body is never held whole: 413 PAYLOAD_TOO_LARGE.
 * A client that hangs up mid-body is not a failure of the site: logged as information and
 * answered 400 (which nobody reads).
 */
export async function readBody(
  request: Request,
  { maxBytes, tooLarge = bodyTooLarge }: BodyLimit,
): Promise<Buffer<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      logJson({
        level: "info",
        msg: "request body cut off by the client",
        method: request.method,
        path: new URL(request.url).pathname,
        error: errorText(error),
      });
      throw appError("BAD_REQUEST", "errors.http.bodyCutOff");
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      // Tells the source to stop; not awaited, the answer does not wait for it.
      reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks, size);
}

/** A body as text, as `Request.text()` decodes it (UTF-8, a leading byte order mark dropped). */
export async function readText(request: Request, limit: BodyLimit): Promise<string> {
  return new TextDecoder().decode(await readBody(request, limit));
}

/** Reads a JSON body (at most `maxBytes`, 64 KiB unless told) and validates it with a zod schema. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = MAX_JSON_BYTES,
): Promise<z.infer<S>> {
  const text = await readText(request, { maxBytes });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw appError("BAD_REQUEST", "errors.http.invalidJson");
  }
  if (containsNul(data)) throw appError("BAD_REQUEST", "errors.http.nulCharacters");
  return parseWith(schema, data);
}

/** PostgreSQL text cannot hold U+0000; such input is refused before it reaches a query. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v, depth + 1));
}
