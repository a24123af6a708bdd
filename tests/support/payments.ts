import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import { expect, vi } from "vitest";
import { getDb } from "@/db/client";
import { booths, orders, payments } from "@/db/schema";
import { resetEnvForTests } from "@/config/env";
import { hashPassword } from "@/lib/accounts/password";
import { vendors } from "@/db/schema";
import { createStripeLocal, type StripeLocal } from "@/tools/stripe-local/server";
import { insertBoothEvent, insertShow, signInAs } from "./fixtures";
import { api } from "./requests";

export const WEBHOOK_SECRET = "whsec_integration_tests_secret";

/** The local Stripe-compatible provider plus the environment the payment code reads. */
export async function startProvider(): Promise<StripeLocal> {
  const provider = await createStripeLocal({ webhookSecret: WEBHOOK_SECRET, log: () => {} });
  vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_integration");
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
  vi.stubEnv("STRIPE_API_BASE", provider.url);
  vi.stubEnv("NEXTAUTH_SECRET", "integration-secret-0123456789abcdef");
  vi.stubEnv("SITE_URL", "https://festival.example");
  resetEnvForTests();
  return provider;
}

export async function stopProvider(provider: StripeLocal) {
  await provider.close();
  vi.unstubAllEnvs();
  resetEnvForTests();
}

/** Every provider API answer is delayed by `ms` while `fn` runs (a request already waiting keeps its delay). */
export async function withProviderDelay<T>(
  provider: StripeLocal,
  ms: number,
  fn: () => Promise<T>,
): Promise<T> {
  provider.control.setDelay(ms);
  try {
    return await fn();
  } finally {
    provider.control.setDelay(0);
  }
}

/** STRIPE_TIMEOUT_MS is `ms` while `fn` runs (the payment code builds a client with it). */
export async function withStripeTimeout<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const before = process.env.STRIPE_TIMEOUT_MS;
  vi.stubEnv("STRIPE_TIMEOUT_MS", String(ms));
  resetEnvForTests();
  try {
    return await fn();
  } finally {
    vi.stubEnv("STRIPE_TIMEOUT_MS", before);
    resetEnvForTests();
  }
}

/** The Checkout Sessions the provider holds for an order (by client_reference_id), oldest first. */
export function sessionsForOrder(provider: StripeLocal, orderId: number) {
  return provider.control.sessions().filter((s) => s.client_reference_id === String(orderId));
}

export type TestVendor = {
  vendorId: number;
  vendorName: string;
  email: string;
  lob: string;
  cookie: string;
  /** The anti-forgery token its browser sends in the header. */
  csrf: string;
};

export async function createVendor(label = "Vendor"): Promise<TestVendor> {
  const db = await getDb();
  const id = randomUUID().slice(0, 8);
  const email = `pay.${id}@example.com`;
  const lob = `${label} ${id}`;
  const [row] = await db
    .insert(vendors)
    .values({
      contactName: "Test Vendor",
      legalName: `${label} Ltd ${id}`,
      lob,
      city: "Mississauga",
      phone: "905-555-0100",
      email,
      passwordHash: await hashPassword("not-used-here"),
    })
    .returning({ id: vendors.id, legalName: vendors.legalName });
  const vendor = { vendorId: row!.id, vendorName: row!.legalName, email };
  return { ...vendor, lob, ...(await signInAs(vendor)) };
}

/** A fresh ACTIVE event with one section of booths at the given prices (cents), so tests never share booths. */
export async function createBooths(
  prices: (number | null)[],
): Promise<{ eventId: number; ids: number[]; names: string[] }> {
  const db = await getDb();
  const { eventId, booths } = await insertBoothEvent(
    db,
    `Test festival ${randomUUID().slice(0, 8)}`,
    prices,
  );
  return { eventId, ids: booths.map((r) => r.id), names: booths.map((r) => r.name) };
}

export async function createSeats(prices: number[]): Promise<number[]> {
  return (await insertShow(await getDb(), prices)).seatIds;
}

/** POST /api/v1/payment as the vendor's browser sends it, to `origin` (the site as the visitor typed it). */
export function paymentRequest(
  vendor: TestVendor,
  body: Record<string, unknown>,
  origin = "http://localhost",
): Request {
  return new Request(`${origin}/api/v1/payment`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: vendor.cookie,
      "x-xsrf-token": vendor.csrf,
    },
    body: JSON.stringify({ termsAccepted: true, ...body }),
  });
}

export async function checkout(
  vendor: TestVendor,
  body: Record<string, unknown>,
  origin?: string,
  /** The language of the page the checkout is sent from (the order keeps it). */
  locale?: "en" | "ar",
) {
  const request = paymentRequest(vendor, body, origin);
  if (locale) request.headers.set("accept-language", locale);
  const response = await api(request);
  // `code` is the HTTP status; the envelope's own `code` (a catalogue key) is `errorCode`.
  const { code: errorCode, ...answer } = (await response.json()) as {
    status: string;
    payload: any;
    code?: string;
    params?: Record<string, string | number>;
  };
  return { ...answer, ...(errorCode === undefined ? {} : { errorCode }), code: response.status };
}

export function vendorPost(
  vendor: TestVendor,
  url: string,
  body: unknown,
  origin = "http://localhost",
): Request {
  return new Request(`${origin}${url}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: vendor.cookie,
      "x-xsrf-token": vendor.csrf,
    },
    body: JSON.stringify(body),
  });
}

/**
 * Delivers a recorded provider event to the webhook route, signed as Stripe signs it; `timestamp`
 * (Unix seconds) is the signing time, now unless given.
 */
export async function deliver(
  payload: string,
  secret = WEBHOOK_SECRET,
  timestamp?: number,
): Promise<Response> {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return api(
    new Request("http://localhost/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    }),
  );
}

/**
 * The official SDK pointed at the provider with a key of its own: someone who calls the payment
 * provider's API directly, not through the site.
 */
export function outsideClient(provider: StripeLocal): Stripe {
  return new Stripe("sk_test_outside_the_site", {
    host: "127.0.0.1",
    port: provider.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
}

export function eventsFor(provider: StripeLocal, sessionId: string, type?: string) {
  return provider.control
    .events()
    .filter(
      (e) => (e.event.data.object as { id: string }).id === sessionId && (!type || e.type === type),
    );
}

export async function boothStates(ids: number[]) {
  const db = await getDb();
  const rows = await db.select().from(booths).where(inArray(booths.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

export async function orderRow(orderId: number) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function ordersOf(vendorId: number) {
  const db = await getDb();
  return db.select().from(orders).where(eq(orders.vendorId, vendorId)).orderBy(asc(orders.id));
}

export async function paymentsOf(orderId: number) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

/** A booth cart's request body: the booths by id, as the cart sends them. */
export const boothCart = (ids: number[]) => ({
  cartItemModelList: ids.map((eventId) => ({ eventId })),
});

/** Pays a session at the provider and delivers its completed event; returns the event payload. */
export async function payAndDeliver(provider: StripeLocal, sessionId: string) {
  await provider.control.pay(sessionId);
  const [event] = eventsFor(provider, sessionId, "checkout.session.completed");
  expect((await deliver(event!.payload)).status).toBe(200);
  return event!.payload;
}
