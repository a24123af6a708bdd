import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { z } from "zod";
import { resetEnvForTests } from "@/config/env";
import {
  API_STATUS,
  AppError,
  BODY_CUT_OFF,
  MAX_JSON_BYTES,
  errorResponse,
  handler,
  parseWith,
  readBody,
  readJson,
  respond,
  validationError,
} from "@/lib/http/envelope";
import { contactSchema } from "@/lib/site/contact";

const UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";
const GENERIC = "Something went wrong on our side. Please try again.";

async function read(response: Response) {
  return { code: response.status, body: (await response.json()) as Record<string, unknown> };
}

function post(body: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/test", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

/** Runs `fn`, expecting it to reject with an AppError, and returns that error. */
async function appError(fn: () => Promise<unknown>): Promise<AppError> {
  const error = await fn().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("respond", () => {
  it("wraps the payload in the { status, payload } envelope with HTTP 200", async () => {
    const response = respond({ eventId: 7 });
    expect(await read(response)).toEqual({
      code: 200,
      body: { status: "OK", payload: { eventId: 7 } },
    });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("uses the HTTP code that goes with the status", async () => {
    expect(await read(respond("made", "CREATED"))).toEqual({
      code: 201,
      body: { status: "CREATED", payload: "made" },
    });
    expect((await read(respond(null, "NOT_FOUND"))).code).toBe(404);
  });

  it("keeps the caller's headers but always forbids caching", () => {
    const response = respond([], "OK", {
      headers: { "X-Test": "yes", "Cache-Control": "public, max-age=60" },
    });
    expect(response.headers.get("x-test")).toBe("yes");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps falsy payloads", async () => {
    expect((await read(respond(0))).body).toEqual({ status: "OK", payload: 0 });
    expect((await read(respond(false))).body).toEqual({ status: "OK", payload: false });
    expect((await read(respond(null))).body).toEqual({ status: "OK", payload: null });
  });
});

describe("AppError", () => {
  it("is an Error carrying its status, message and payload", () => {
    const error = new AppError("CONFLICT", "Booth already booked");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("AppError");
    expect(error.status).toBe("CONFLICT");
    expect(error.message).toBe("Booth already booked");
    expect(error.payload).toBe("Booth already booked"); // defaults to the message
    expect(error.errors).toBeUndefined();
  });
});

describe("errorResponse", () => {
  it.each([
    ["BAD_REQUEST", 400],
    ["UNAUTHORIZED", 401],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["CONFLICT", 409],
    ["PAYLOAD_TOO_LARGE", 413],
    ["TOO_MANY_REQUESTS", 429],
    ["INTERNAL_SERVER_ERROR", 500],
    ["SERVICE_UNAVAILABLE", 503],
  ] as const)("maps AppError %s to HTTP %i", async (status, code) => {
    const response = errorResponse(new AppError(status, "Nope"));
    expect(await read(response)).toEqual({ code, body: { status, payload: "Nope" } });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(API_STATUS[status]).toBe(code);
  });

  it("sends a custom payload and the errors list when the AppError has them", async () => {
    const response = errorResponse(
      new AppError("BAD_REQUEST", "Name is required", { field: "name" }, [
        "Name is required",
        "Email is required",
      ]),
    );
    expect(await read(response)).toEqual({
      code: 400,
      body: {
        status: "BAD_REQUEST",
        payload: { field: "name" },
        errors: ["Name is required", "Email is required"],
      },
    });
  });

  it("closes the connection after a 413: the rest of that body is never read", () => {
    const refused = errorResponse(new AppError("PAYLOAD_TOO_LARGE", "Too large"));
    expect(refused.headers.get("connection")).toBe("close");
    expect(errorResponse(new AppError("BAD_REQUEST", "No")).headers.get("connection")).toBeNull();
  });

  it("leaves errors out of the envelope when there are none", async () => {
    const { body } = await read(errorResponse(new AppError("NOT_FOUND", "Event not found")));
    expect(body).not.toHaveProperty("errors");
  });

  it("does not log expected AppErrors", () => {
    errorResponse(new AppError("NOT_FOUND", "Event not found"));
    expect(consoleError).not.toHaveBeenCalled();
  });

  describe("database unavailable -> 503", () => {
    const withCode = (code: string, message = "db down") =>
      Object.assign(new Error(message), { code });

    it.each([
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "CONNECTION_CLOSED",
      "CONNECT_TIMEOUT",
      "57P01",
      "57P03",
      "53300",
    ])("an error with code %s", async (code) => {
      const response = errorResponse(withCode(code));
      expect(await read(response)).toEqual({
        code: 503,
        body: {
          status: "SERVICE_UNAVAILABLE",
          payload: UNAVAILABLE,
          code: "errors.http.serviceUnavailable",
        },
      });
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("cache-control")).toBe("no-store");
    });

    it("an unavailable error nested in cause", async () => {
      const error = new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") });
      expect(await read(errorResponse(error))).toEqual({
        code: 503,
        body: {
          status: "SERVICE_UNAVAILABLE",
          payload: UNAVAILABLE,
          code: "errors.http.serviceUnavailable",
        },
      });
    });

    it("an unavailable error nested three causes deep", async () => {
      const error = new Error("a", {
        cause: new Error("b", { cause: new Error("c", { cause: withCode("ECONNREFUSED") }) }),
      });
      expect((await read(errorResponse(error))).code).toBe(503);
    });

    it("a plain object carrying the code (as some drivers throw)", async () => {
      expect((await read(errorResponse({ code: "ECONNREFUSED" }))).code).toBe(503);
    });

    it("does not leak the driver's message and does not log", async () => {
      const { body } = await read(
        errorResponse(withCode("ECONNREFUSED", "connect ECONNREFUSED 10.0.0.5:5432")),
      );
      expect(JSON.stringify(body)).not.toContain("10.0.0.5");
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe("unknown errors -> 500 with a generic message", () => {
    it.each([
      ["an Error", new Error("secret internals at /srv/app")],
      [
        "an Error with an unrelated code",
        Object.assign(new Error("permission denied"), { code: "EACCES" }),
      ],
      ["a Postgres constraint error", Object.assign(new Error("duplicate key"), { code: "23505" })],
      ["a thrown string", "boom"],
      ["null", null],
      ["undefined", undefined],
      ["a numeric code", Object.assign(new Error("x"), { code: 53300 })],
    ])("%s", async (_label, error) => {
      const { code, body } = await read(errorResponse(error));
      expect(code).toBe(500);
      expect(body).toEqual({
        status: "INTERNAL_SERVER_ERROR",
        payload: GENERIC,
        code: "errors.http.internal",
      });
      expect(consoleError).toHaveBeenCalledTimes(1);
    });

    it("logs the real error for the operator but never sends it to the client", async () => {
      const { body } = await read(errorResponse(new Error("secret internals at /srv/app")));
      expect(JSON.stringify(body)).not.toContain("secret");
      expect(String(consoleError.mock.calls[0]![0])).toContain("secret internals at /srv/app");
    });
  });
});

describe("handler", () => {
  it("returns the wrapped function's response and passes request and context through", async () => {
    const fn = vi.fn(async (_request: Request, context: { id: string }) =>
      respond({ id: context.id }),
    );
    const wrapped = handler(fn);
    const request = new Request("http://localhost/api/events/3");
    const response = await wrapped(request, { id: "3" });
    expect(fn).toHaveBeenCalledWith(request, { id: "3" });
    expect(await read(response)).toEqual({
      code: 200,
      body: { status: "OK", payload: { id: "3" } },
    });
  });

  it("turns a thrown AppError into its envelope", async () => {
    const wrapped = handler(async () => {
      throw new AppError("NOT_FOUND", "Event not found");
    });
    expect(await read(await wrapped(new Request("http://localhost/"), {}))).toEqual({
      code: 404,
      body: { status: "NOT_FOUND", payload: "Event not found" },
    });
  });

  it("turns an unexpected error into a generic 500", async () => {
    const wrapped = handler(async () => {
      throw new TypeError("cannot read properties of undefined");
    });
    expect(await read(await wrapped(new Request("http://localhost/"), {}))).toEqual({
      code: 500,
      body: { status: "INTERNAL_SERVER_ERROR", payload: GENERIC, code: "errors.http.internal" },
    });
  });

  it("turns a database outage into a 503", async () => {
    const wrapped = handler(async () => {
      throw new Error("query failed", {
        cause: Object.assign(new Error("refused"), { code: "ECONNREFUSED" }),
      });
    });
    expect((await wrapped(new Request("http://localhost/"), {})).status).toBe(503);
  });

  it.each(["?q=%00", "?q=a%0Ab", "?%1F=x", "?q=%7F", "?q=%C2%9B"])(
    "refuses a query with a control character (%s) before the handler runs",
    async (query) => {
      const fn = vi.fn(async () => respond("ran"));
      const response = await handler(fn)(new Request(`http://localhost/api/x${query}`), {});
      expect(await read(response)).toEqual({
        code: 400,
        body: {
          status: "BAD_REQUEST",
          payload:
            "The address is not valid: it must not contain control characters such as NUL (%00).",
          code: "errors.http.controlCharacters",
        },
      });
      expect(fn).not.toHaveBeenCalled();
    },
  );

  it("lets any other query text through: %, +, Arabic, emoji", async () => {
    const fn = vi.fn(async () => respond("ran"));
    const query = "?q=%25+%D8%B3%D9%88%D9%82+%F0%9F%98%80&page=2";
    expect((await handler(fn)(new Request(`http://localhost/api/x${query}`), {})).status).toBe(200);
  });

  it("turns a readJson failure into a 400 envelope", async () => {
    const wrapped = handler(async (request: Request) =>
      respond(await readJson(request, contactSchema)),
    );
    expect(await read(await wrapped(post("{not json"), {}))).toEqual({
      code: 400,
      body: {
        status: "BAD_REQUEST",
        payload: "The request body must be valid JSON.",
        code: "errors.http.invalidJson",
      },
    });
  });
});

describe("readJson", () => {
  const schema = z.object({ name: z.string().trim().min(1, "Name is required") });

  it("returns the parsed, schema-transformed body", async () => {
    expect(await readJson(post(JSON.stringify({ name: "  Layla  " })), schema)).toEqual({
      name: "Layla",
    });
  });

  it.each(["{not json", "", '{"name": ', "undefined", "{'name':'x'}"])(
    "rejects %j as invalid JSON",
    async (body) => {
      const error = await appError(() => readJson(post(body), schema));
      expect(error.status).toBe("BAD_REQUEST");
      expect(error.message).toBe("The request body must be valid JSON.");
    },
  );

  it("rejects a declared Content-Length over 64 KiB without reading the body (413)", async () => {
    const error = await appError(() =>
      readJson(post("{}", { "content-length": String(MAX_JSON_BYTES + 1) }), schema),
    );
    expect(error.status).toBe("PAYLOAD_TOO_LARGE");
    expect(error.message).toBe("The request body is too large.");
  });

  it("rejects a body over 64 KiB even without a Content-Length header (413)", async () => {
    const body = JSON.stringify({ name: "x".repeat(MAX_JSON_BYTES) });
    const error = await appError(() => readJson(post(body), schema));
    expect(error.status).toBe("PAYLOAD_TOO_LARGE");
    expect(error.message).toBe("The request body is too large.");
  });

  it("takes the limit its endpoint declares", async () => {
    const body = JSON.stringify({ name: "x".repeat(MAX_JSON_BYTES) });
    expect(await readJson(post(body), schema, 2 * MAX_JSON_BYTES)).toEqual({
      name: "x".repeat(MAX_JSON_BYTES),
    });
    expect((await appError(() => readJson(post("{}"), schema, 1))).status).toBe(
      "PAYLOAD_TOO_LARGE",
    );
  });

  it("accepts a body of exactly 64 KiB and rejects one byte more", async () => {
    expect(MAX_JSON_BYTES).toBe(65536);
    const exact = JSON.stringify("a".repeat(MAX_JSON_BYTES - 2)); // two quote characters
    expect(Buffer.byteLength(exact)).toBe(MAX_JSON_BYTES);
    expect(await readJson(post(exact), z.string())).toHaveLength(MAX_JSON_BYTES - 2);

    const over = JSON.stringify("a".repeat(MAX_JSON_BYTES - 1));
    expect((await appError(() => readJson(post(over), z.string()))).message).toBe(
      "The request body is too large.",
    );
  });

  it("counts bytes, not characters", async () => {
    const body = JSON.stringify({ name: "é".repeat(40_000) }); // 40k characters, 80k bytes
    expect(body.length).toBeLessThan(MAX_JSON_BYTES);
    expect((await appError(() => readJson(post(body), schema))).message).toBe(
      "The request body is too large.",
    );
  });

  it("reports a schema failure as BAD_REQUEST with the messages listed", async () => {
    const error = await appError(() =>
      readJson(post(JSON.stringify({ email: "bad" })), contactSchema),
    );
    expect(error.status).toBe("BAD_REQUEST");
    expect(error.message).toBe("Name is required");
    expect(error.payload).toBe("Name is required");
    expect(error.errors).toEqual([
      "Name is required",
      "Invalid email address.",
      "Subject is required",
      "Message is required",
    ]);

    expect(await read(errorResponse(error))).toEqual({
      code: 400,
      body: {
        status: "BAD_REQUEST",
        payload: "Name is required",
        errors: [
          "Name is required",
          "Invalid email address.",
          "Subject is required",
          "Message is required",
        ],
        issues: [
          { path: ["name"], code: expect.any(String), message: "Name is required" },
          { path: ["email"], code: expect.any(String), message: "Invalid email address." },
          { path: ["subject"], code: expect.any(String), message: "Subject is required" },
          { path: ["message"], code: expect.any(String), message: "Message is required" },
        ],
      },
    });
  });

  it("reports valid JSON of the wrong shape as a schema failure", async () => {
    const error = await appError(() => readJson(post("[1,2,3]"), schema));
    expect(error.status).toBe("BAD_REQUEST");
    expect(error.errors).toHaveLength(1);
  });
});

describe("validationError / parseWith", () => {
  it("lists each distinct message once, the first as the message and payload", () => {
    const schema = z.object({
      a: z.string({ error: "Required" }),
      b: z.string({ error: "Required" }),
      c: z.number({ error: "Number" }),
    });
    const parsed = schema.safeParse({});
    expect(parsed.success).toBe(false);
    const error = validationError(parsed.error!);
    expect(error.status).toBe("BAD_REQUEST");
    expect(error.message).toBe("Required");
    expect(error.payload).toBe("Required");
    expect(error.errors).toEqual(["Required", "Number"]);
  });

  it("falls back to 'Invalid request' when there are no issues", () => {
    const error = validationError(new z.ZodError([]));
    expect(error.message).toBe("Invalid request");
    expect(error.errors).toEqual([]);
  });

  it("parseWith returns the parsed data or throws the validation AppError", () => {
    expect(parseWith(z.coerce.number(), "5")).toBe(5);
    expect(() => parseWith(z.number({ error: "Number please" }), "x")).toThrow(AppError);
    expect(() => parseWith(z.number({ error: "Number please" }), "x")).toThrow("Number please");
  });
});

describe("readBody", () => {
  /** A body of unknown length, sent a kilobyte at a time as it is asked for. */
  function streamed(total: number) {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x61));
      },
    });
    const request = new Request("http://localhost/api/test", {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    return { request, sent: () => sent };
  }

  it("reads a body up to its limit, chunk by chunk", async () => {
    const { request } = streamed(8 * 1024);
    expect((await readBody(request, { maxBytes: 8 * 1024 })).length).toBe(8 * 1024);
  });

  it("stops reading at the limit, with the endpoint's message", async () => {
    const { request, sent } = streamed(64 * 1024 * 1024);
    const error = await appError(() =>
      readBody(request, {
        maxBytes: 4 * 1024,
        tooLarge: () => new AppError("PAYLOAD_TOO_LARGE", { code: "errors.images.tooLarge" }),
      }),
    );
    expect(error.status).toBe("PAYLOAD_TOO_LARGE");
    expect(error.code).toBe("errors.images.tooLarge");
    expect(error.message).toBe("The image is too large: at most 5 MB.");
    expect(sent()).toBeLessThanOrEqual(6 * 1024);
  });

  it("answers a body cut off by the client with BAD_REQUEST, logged as information", async () => {
    vi.stubEnv("LOG_JSON", "1");
    resetEnvForTests();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
        },
      });
      const request = new Request("http://localhost/api/test", {
        method: "POST",
        body: stream,
        duplex: "half",
      } as RequestInit);
      const error = await appError(() => readBody(request, { maxBytes: 1024 }));
      expect([error.status, error.message]).toEqual(["BAD_REQUEST", BODY_CUT_OFF]);
      expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({
        level: "info",
        msg: "request body cut off by the client",
        method: "POST",
        path: "/api/test",
      });
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
      resetEnvForTests();
    }
  });

  it("reads no body as empty", async () => {
    expect((await readBody(new Request("http://localhost/"), { maxBytes: 1 })).length).toBe(0);
  });
});
