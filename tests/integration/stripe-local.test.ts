// stripe-local (tools/stripe-local) driven only through the official SDK, fetch and a webhook receiver.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeLocal, type StripeLocal } from "@/tools/stripe-local/server";

const SECRET = "whsec_stripe_local_test";
const HOST = "127.0.0.1";

interface Receiver {
  url: string;
  events: Stripe.Event[];
  rejected: string[];
  hits: number;
  /** Answer the next N deliveries with 500. */
  failNext: number;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const verifier = new Stripe("sk_test_verifier");
  const state = { events: [] as Stripe.Event[], rejected: [] as string[], hits: 0, failNext: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      state.hits += 1;
      if (state.failNext > 0) {
        state.failNext -= 1;
        res.writeHead(500).end("temporarily broken");
        return;
      }
      try {
        const signature = String(req.headers["stripe-signature"]);
        const raw = Buffer.concat(chunks);
        state.events.push(verifier.webhooks.constructEvent(raw, signature, SECRET));
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"received":true}');
      } catch (e) {
        state.rejected.push(String(e));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://${HOST}:${port}/api/webhooks/stripe`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

async function waitFor<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("waitFor: timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
}

let local: StripeLocal;
let receiver: Receiver;
let stripe: Stripe;

const sdk = (key: string, extra: Stripe.StripeConfig = {}) =>
  new Stripe(key, { host: HOST, port: local.port, protocol: "http", ...extra });
const inMinutes = (m: number) => Math.floor(Date.now() / 1000) + m * 60;

function createSession(
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
  options?: Stripe.RequestOptions,
) {
  return stripe.checkout.sessions.create(
    {
      mode: "payment",
      currency: "cad",
      line_items: [
        {
          price_data: { currency: "cad", unit_amount: 1250, product_data: { name: "Booth A1" } },
          quantity: 2,
        },
        {
          price_data: { currency: "cad", unit_amount: 500, product_data: { name: "Power outlet" } },
          quantity: 1,
        },
      ],
      success_url: "http://app.test/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/checkout/cancel?session_id={CHECKOUT_SESSION_ID}",
      metadata: { order_id: "5" },
      client_reference_id: "order-5",
      expires_at: inMinutes(30),
      ...extra,
    },
    options,
  );
}

const eventFor = (type: string, sessionId: string) =>
  receiver.events.find(
    (e) => e.type === type && (e.data.object as { id: string }).id === sessionId,
  );

beforeAll(async () => {
  receiver = await startReceiver();
  local = await createStripeLocal({ port: 0, webhookUrl: receiver.url, webhookSecret: SECRET });
  stripe = sdk("sk_test_local");
});

afterAll(async () => {
  await local?.close();
  await receiver?.close();
});

describe("stripe-local checkout sessions", () => {
  it("creates a session with totals and a hosted-page url", async () => {
    const session = await createSession();
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      amount_total: 3000,
      amount_subtotal: 3000,
      currency: "cad",
      metadata: { order_id: "5" },
      client_reference_id: "order-5",
      payment_intent: null,
      livemode: false,
      mode: "payment",
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${local.url}/pay/${session.id}`);
  });

  it("refuses expires_at outside 30 minutes to 24 hours", async () => {
    for (const expiresAt of [inMinutes(29), inMinutes(24 * 60 + 5)]) {
      const error = await createSession({ expires_at: expiresAt }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error).toMatchObject({ statusCode: 400, param: "expires_at" });
    }
    await expect(createSession({ expires_at: inMinutes(24 * 60 - 1) })).resolves.toBeTruthy();
  });

  it("replays the stored response for a repeated Idempotency-Key", async () => {
    const before = local.control.sessions().length;
    const key = `order-5-attempt-${Math.random()}`;
    const expiresAt = inMinutes(45);
    const a = await createSession({ expires_at: expiresAt }, { idempotencyKey: key });
    const b = await createSession({ expires_at: expiresAt }, { idempotencyKey: key });
    expect(b.id).toBe(a.id);
    expect(b).toEqual(a);
    expect(local.control.sessions().length).toBe(before + 1);
    const other = await createSession({ expires_at: expiresAt }, { idempotencyKey: `${key}-2` });
    expect(other.id).not.toBe(a.id);
  });

  it("retrieves a session and lists its line items", async () => {
    const session = await createSession();
    const again = await stripe.checkout.sessions.retrieve(session.id);
    expect(again).toMatchObject({ id: session.id, amount_total: 3000, status: "open" });
    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["line_items"],
    });
    expect(expanded.line_items?.data.map((i) => i.description)).toEqual([
      "Booth A1",
      "Power outlet",
    ]);
    const items = await stripe.checkout.sessions.listLineItems(session.id);
    expect(items.object).toBe("list");
    expect(items.has_more).toBe(false);
    expect(items.data).toHaveLength(2);
    expect(items.data[0]).toMatchObject({
      object: "item",
      description: "Booth A1",
      quantity: 2,
      amount_total: 2500,
      currency: "cad",
      price: { unit_amount: 1250, currency: "cad" },
    });
  });

  it("updates a session's metadata as Stripe does: merged, a blank value removes its key", async () => {
    const session = await createSession({ metadata: { order_id: "5", payment_id: "9" } });
    const updated = await stripe.checkout.sessions.update(session.id, {
      metadata: { payment_id: "", note: "changed" },
    });
    expect(updated.metadata).toEqual({ order_id: "5", note: "changed" });
    expect((await stripe.checkout.sessions.retrieve(session.id)).metadata).toEqual({
      order_id: "5",
      note: "changed",
    });
    const refused = await stripe.checkout.sessions
      .update(session.id, { success_url: "http://elsewhere.test" } as never)
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 400, param: "success_url" });
  });

  it("serves a hosted page with line items, total and Pay/Cancel buttons", async () => {
    const session = await createSession();
    const res = await fetch(session.url!);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Pay Mahrajan Events | Local checkout</title>");
    expect(html).toMatch(/<h1>Pay \$30\.00<\/h1>/);
    expect(html).toContain("Booth A1");
    expect(html).toContain("Power outlet");
    expect(html).toContain("$25.00");
    expect(html).toMatch(/Amount to pay<\/th><td[^>]*>\$30\.00</);
    expect(html).toMatch(/<form method="post"[^>]*><button[^>]*>Pay<\/button><\/form>/);
    expect(html).toMatch(/<form method="post"[^>]*><button[^>]*>Cancel<\/button><\/form>/);
  });

  it("pays: signed checkout.session.completed webhook, then 303 to success_url", async () => {
    const session = await createSession();
    const res = await fetch(`${session.url}/pay`, { method: "POST", redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      `http://app.test/checkout/success?session_id=${session.id}`,
    );
    const event = await waitFor(() => eventFor("checkout.session.completed", session.id));
    const paid = event.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({
      status: "complete",
      payment_status: "paid",
      metadata: { order_id: "5" },
    });
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(receiver.rejected).toEqual([]);
    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved.payment_intent).toBe(paid.payment_intent);
    const page = await (await fetch(`${local.url}/pay/${session.id}`)).text();
    expect(page).not.toContain(">Pay</button>");
  });

  it("cancel redirects 303 to cancel_url and leaves the session open", async () => {
    const session = await createSession();
    const res = await fetch(`${session.url}/cancel`, { method: "POST", redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      `http://app.test/checkout/cancel?session_id=${session.id}`,
    );
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
  });

  it("expires once (webhook sent); a second expire is refused", async () => {
    const session = await createSession();
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe("expired");
    await waitFor(() => eventFor("checkout.session.expired", session.id));
    const again = await stripe.checkout.sessions.expire(session.id).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((again as Error).message).toBe(
      'Only Checkout Sessions with a status in ["open"] can be expired',
    );
    const pay = await fetch(`${local.url}/pay/${session.id}/pay`, {
      method: "POST",
      redirect: "manual",
    });
    expect(pay.status).toBe(400);
  });

  it("refunds a paid session's payment intent", async () => {
    const session = await createSession();
    const paid = await local.control.pay(session.id);
    const pi = paid.payment_intent as string;
    const refund = await stripe.refunds.create({ payment_intent: pi, amount: 1000 });
    expect(refund).toMatchObject({
      object: "refund",
      amount: 1000,
      payment_intent: pi,
      status: "succeeded",
      currency: "cad",
    });
    expect(refund.id).toMatch(/^re_/);
    expect(local.control.refunds().map((r) => r.id)).toContain(refund.id);
    const unknown = await stripe.refunds
      .create({ payment_intent: "pi_nope" })
      .catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it("retries a webhook the receiver first answers with 500", async () => {
    const session = await createSession();
    receiver.failNext = 1;
    await local.control.pay(session.id);
    const record = local.control.events().find((e) => e.event.data.object.id === session.id)!;
    expect(record.attempts[0]?.status).toBe(500);
    await waitFor(() => eventFor("checkout.session.completed", session.id));
    const done = await waitFor(() =>
      local.control.events().find((e) => e.id === record.id && e.delivery === "delivered"),
    );
    expect(done.attempts.map((a) => a.status)).toEqual([500, 200]);
    const resent = await local.control.resend(record.id);
    expect(resent.attempts).toHaveLength(3);
    expect(receiver.events.filter((e) => e.id === record.id)).toHaveLength(2);
  });
});

describe("stripe-local errors", () => {
  it("unknown session → 404 StripeInvalidRequestError", async () => {
    const error = await stripe.checkout.sessions
      .retrieve("cs_test_missing")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("missing or non-secret key → StripeAuthenticationError", async () => {
    const noKey = sdk("", { authenticator: () => Promise.resolve() });
    await expect(noKey.checkout.sessions.retrieve("cs_test_x")).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    await expect(
      sdk("pk_test_local").checkout.sessions.retrieve("cs_test_x"),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it("setDown → the SDK raises an API error; setDelay slows responses", async () => {
    const client = sdk("sk_test_local", { maxNetworkRetries: 0 });
    local.control.setDown(true);
    try {
      const error = await client.checkout.sessions.retrieve("cs_test_x").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
      expect(error).toMatchObject({ statusCode: 503 });
    } finally {
      local.control.setDown(false);
    }
    local.control.setDelay(300);
    try {
      const started = Date.now();
      await createSession();
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      local.control.setDelay(0);
    }
  });
});
