import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { boothCartTotals } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { read, api } from "../support/requests";
import {
  checkout,
  createBooths,
  createVendor,
  deliver,
  eventsFor,
  startProvider,
  stopProvider,
  vendorPost,
} from "../support/payments";

let provider: StripeLocal;
const SITE_URL = "https://festival.example"; // set by startProvider

beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));
afterEach(() => {
  vi.stubEnv("DEMO_ORIGINS", undefined);
  vi.stubEnv("DEMO_MODE", "1");
  resetEnvForTests();
});

/** The return URLs of the Checkout Session opened for a one-booth checkout sent to `origin`. */
async function returnUrlsFor(origin: string) {
  const vendor = await createVendor("Return");
  const { ids } = await createBooths([30000]);
  const res = await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }] }, origin);
  expect(res.code).toBe(200);
  const session = provider.control.session(res.payload.sessionId)!;
  return { success: session.success_url, cancel: session.cancel_url };
}

const urls = (origin: string) => ({
  success: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
  cancel: `${origin}/cancel?session_id={CHECKOUT_SESSION_ID}`,
});

describe("Checkout Session return URLs", () => {
  it("demo mode: a visitor on a loopback address returns to the address they used", async () => {
    expect(await returnUrlsFor("http://127.0.0.1:4173")).toEqual(urls("http://127.0.0.1:4173"));
    expect(await returnUrlsFor("http://localhost:3000")).toEqual(urls("http://localhost:3000"));
  });

  it("demo mode: an origin listed in DEMO_ORIGINS is followed; any other Host gets SITE_URL", async () => {
    vi.stubEnv("DEMO_ORIGINS", "https://demo.festival.test, https://other.festival.test");
    resetEnvForTests();
    expect(await returnUrlsFor("https://demo.festival.test")).toEqual(
      urls("https://demo.festival.test"),
    );
    expect(await returnUrlsFor("http://evil.example")).toEqual(urls(SITE_URL));
    expect(await returnUrlsFor("https://demo.festival.test.evil.example")).toEqual(urls(SITE_URL));
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "production: always SITE_URL, even for a loopback visitor",
    async () => {
      vi.stubEnv("DEMO_MODE", "0");
      resetEnvForTests();
      expect(await returnUrlsFor("http://127.0.0.1:4173")).toEqual(urls(SITE_URL));
    },
  );

  it("a balance payment returns to the address the visitor used too", async () => {
    const origin = "http://127.0.0.1:4173";
    const vendor = await createVendor("Balance");
    const { ids } = await createBooths([100000]);
    const total = boothCartTotals([100000]).totalCents;
    const first = await checkout(
      vendor,
      { cartItemModelList: [{ eventId: ids[0] }], paidAmount: Math.round(total / 2) / 100 },
      origin,
    );
    await provider.control.pay(first.payload.sessionId);
    const [paid] = eventsFor(provider, first.payload.sessionId, "checkout.session.completed");
    expect((await deliver(paid!.payload)).status).toBe(200);

    const evil = await read(
      await api(
        vendorPost(
          vendor,
          "/api/v1/order/balance",
          { orderId: first.payload.orderId },
          "http://evil.example",
        ),
      ),
    );
    expect(evil.code).toBe(200);
    const evilSession = provider.control.session(evil.payload.sessionId)!;
    expect({ success: evilSession.success_url, cancel: evilSession.cancel_url }).toEqual(
      urls(SITE_URL),
    );
    await provider.control.expire(evil.payload.sessionId);
    const [expired] = eventsFor(provider, evil.payload.sessionId, "checkout.session.expired");
    expect((await deliver(expired!.payload)).status).toBe(200);

    const balance = await read(
      await api(
        vendorPost(vendor, "/api/v1/order/balance", { orderId: first.payload.orderId }, origin),
      ),
    );
    expect(balance.code).toBe(200);
    const session = provider.control.session(balance.payload.sessionId)!;
    expect({ success: session.success_url, cancel: session.cancel_url }).toEqual(urls(origin));
  });
});
