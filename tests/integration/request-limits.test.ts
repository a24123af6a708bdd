import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { resetEnvForTests } from "@/config/env";
import { getDb } from "@/db/client";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { anonymousBrowser, createOrganiser, type Organiser } from "../support/fixtures";
import { startProvider, stopProvider, WEBHOOK_SECRET } from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// What a caller sees when a body is too large or cut off, and when an address carries a control
// character: every endpoint reads its body as it streams in and stops at its limit (413), with or
// without a Content-Length; a client that hangs up mid-body is a 400 logged as information; a
// NUL in a query or path parameter is a 400, never a failed query.

const TOO_LARGE = "The request body is too large.";
const CUT_OFF = "The request body was cut off: the connection closed before all of it arrived.";
const CONTROL =
  "The address is not valid: it must not contain control characters such as NUL (%00).";
const CHUNK = 64 * 1024;
const MiB = 1024 * 1024;
/** What a reader may have pulled past a limit: the chunk that crossed it, and one asked ahead. */
const PAST_LIMIT = 2 * CHUNK;

/**
 * A body of `total` bytes sent in 64 KiB chunks as the reader asks for them, without a
 * Content-Length (chunked); `sent()` is how much of it the server pulled.
 */
function chunked(total: number, fill = 0x20) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(CHUNK, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(fill));
    },
  });
  return { stream, sent: () => sent };
}

/** `bytes` sent in 16 KiB chunks, without a Content-Length. */
function chunksOf(bytes: Uint8Array) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 16 * 1024));
      at += 16 * 1024;
    },
  });
}

/** A body whose client hangs up after `before` bytes, as Node reports it (ECONNRESET). */
function hangsUp(before: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= before)
        return controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      sent += 1024;
      controller.enqueue(new Uint8Array(1024).fill(0x20));
    },
  });
}

/** The anti-forgery pair an anonymous browser sends with its writes. */
function browserHeaders() {
  const browser = anonymousBrowser();
  return {
    "content-type": "application/json",
    cookie: browser.cookie,
    "x-xsrf-token": browser.csrf,
  };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);

function signed(payload: string) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
}

let provider: StripeLocal;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb(), "Limits Office");
});
afterAll(async () => stopProvider(provider));

describe("a request body over its endpoint's limit", () => {
  it("to the Stripe webhook, chunked, is a 413 after at most 1 MiB is read", async () => {
    const body = chunked(16 * MiB);
    const response = await api(
      post("/api/stripe/webhook", body.stream, {
        "content-type": "application/json",
        "stripe-signature": signed("{}"),
      }),
    );
    expect(response.headers.get("connection")).toBe("close");
    expect(await read(response)).toMatchObject({
      code: 413,
      status: "PAYLOAD_TOO_LARGE",
      payload: TOO_LARGE,
    });
    expect(body.sent()).toBeLessThanOrEqual(MiB + PAST_LIMIT);
  });

  it("to the Stripe webhook, with a Content-Length over the limit, is a 413 before reading", async () => {
    const body = chunked(4 * MiB);
    const response = await api(
      post("/api/stripe/webhook", body.stream, {
        "content-type": "application/json",
        "content-length": String(560 * MiB),
        "stripe-signature": signed("{}"),
      }),
    );
    expect(await read(response)).toMatchObject({ code: 413, payload: TOO_LARGE });
    expect(body.sent()).toBeLessThanOrEqual(PAST_LIMIT);
  });

  it("leaves room for a large Stripe event: 400 KB, chunked, is applied", async () => {
    const payload = JSON.stringify({
      id: `evt_large_${randomUUID().slice(0, 8)}`,
      object: "event",
      type: "customer.updated",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "cus_large", object: "customer", notes: "n".repeat(400_000) } },
    });
    const response = await api(
      post("/api/stripe/webhook", chunksOf(new TextEncoder().encode(payload)), {
        "content-type": "application/json",
        "stripe-signature": signed(payload),
      }),
    );
    expect(await read(response)).toMatchObject({
      code: 200,
      payload: { received: true, duplicate: false },
    });
  });

  it("to a JSON endpoint, chunked, is a 413 after at most 64 KiB is read", async () => {
    const body = chunked(16 * MiB);
    const response = await api(post("/api/v1/contact", body.stream, browserHeaders()));
    expect(await read(response)).toMatchObject({
      code: 413,
      status: "PAYLOAD_TOO_LARGE",
      payload: TOO_LARGE,
    });
    expect(body.sent()).toBeLessThanOrEqual(64 * 1024 + PAST_LIMIT);
  });

  it("to next-auth's sign-out, chunked, is a 413 after at most 64 KiB is read", async () => {
    const body = chunked(16 * MiB);
    const response = await nextAuthPost(
      post("/api/auth/signout", body.stream, {
        "content-type": "application/x-www-form-urlencoded",
      }),
      { params: Promise.resolve({ nextauth: ["signout"] }) },
    );
    expect(await read(response)).toMatchObject({ code: 413, payload: TOO_LARGE });
    expect(body.sent()).toBeLessThanOrEqual(64 * 1024 + PAST_LIMIT);
  });

  it("an event's long texts fit its own limit (over 64 KiB); far more is a 413", async () => {
    const event = (contractText: string) => ({
      eventName: `Long Contract Fair ${randomUUID().slice(0, 8)}`,
      eventDescription: "Crafts and food.",
      eventLocation: "Celebration Square",
      eventDate: "2030-08-01T18:00",
      eventDateText: "August 1, 2030",
      eventAddress: "300 City Centre Dr, Mississauga",
      eventDetails: "Free admission.",
      contractText,
      contractSummaryAr: "يلتزم البائع بقواعد المهرجان. ".repeat(600).slice(0, 20_000),
    });
    const clause = "The vendor keeps the booth clean and staffed during opening hours. ";
    const long = event(clause.repeat(1000).slice(0, 60_000));
    expect(Buffer.byteLength(JSON.stringify(long))).toBeGreaterThan(64 * 1024);
    const created = await read(
      await api(jsonRequest("/api/admin/v1/events", long, { session: organiser })),
    );
    expect(created.code).toBe(201);
    expect(created.payload.contract.contractText).toHaveLength(60_000);

    const huge = await read(
      await api(
        jsonRequest("/api/admin/v1/events", event("x".repeat(600 * 1024)), {
          session: organiser,
        }),
      ),
    );
    expect(huge).toMatchObject({ code: 413, payload: TOO_LARGE });
  });
});

describe("a client that hangs up mid-body", () => {
  it("is answered 400 and logged as information, not as a server error", async () => {
    vi.stubEnv("LOG_JSON", "1");
    resetEnvForTests();
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const failed = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const contact = await api(post("/api/v1/contact", hangsUp(8 * 1024), browserHeaders()));
      const webhook = await api(
        post("/api/stripe/webhook", hangsUp(8 * 1024), {
          "content-type": "application/json",
          "stripe-signature": signed("{}"),
        }),
      );
      for (const response of [contact, webhook])
        expect(await read(response)).toMatchObject({
          code: 400,
          status: "BAD_REQUEST",
          payload: CUT_OFF,
        });
      const lines = logged.mock.calls.map((call) => JSON.parse(String(call[0])));
      expect(lines.map((l) => [l.level, l.msg, l.path, l.status])).toEqual([
        ["info", "request body cut off by the client", "/api/v1/contact", undefined],
        ["info", "api request", "/api/v1/contact", 400],
        ["info", "request body cut off by the client", "/api/stripe/webhook", undefined],
        ["info", "api request", "/api/stripe/webhook", 400],
      ]);
      expect(failed).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      failed.mockRestore();
      vi.stubEnv("LOG_JSON", "");
      resetEnvForTests();
    }
  });
});

describe("a control character in the address", () => {
  const get = (url: string) =>
    api(new Request(`http://localhost${url}`, { headers: { cookie: organiser.cookie } })).then(
      read,
    );

  it.each([
    "/api/admin/v1/orders?q=%00",
    "/api/admin/v1/orders?q=booth%00",
    "/api/admin/v1/vendors?q=%00",
    "/api/admin/v1/vendors?q=%1B%5B2J",
    "/api/admin/v1/vendors?q=a%7Fb",
    "/api/admin/v1/vendors?q=%C2%85",
    "/api/admin/v1/vendors?%00=x",
    "/api/v1/applyCouponCode?code=%00",
    "/api/v1/events?unused=%0A",
    "/api/v1/sections/booths/%00",
  ])("%s is a 400 saying so", async (url) => {
    expect(await get(url)).toMatchObject({ code: 400, status: "BAD_REQUEST", payload: CONTROL });
  });

  it("leaves other text alone: an Arabic or accented search is answered", async () => {
    for (const q of ["سوق", "Café", "booth 12"]) {
      const answer = await get(`/api/admin/v1/vendors?q=${encodeURIComponent(q)}`);
      expect(answer.code, q).toBe(200);
    }
    expect((await get("/api/admin/v1/orders?q=%D8%B3%D9%88%D9%82")).code).toBe(200);
  });
});
