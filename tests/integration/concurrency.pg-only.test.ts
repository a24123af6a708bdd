import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { booths, orderItems, orders, seats } from "@/db/schema";
import { createStripeLocal, type StripeLocal } from "@/tools/stripe-local/server";
import { startAppProcess, type AppProcess } from "../support/app-processes";
import {
  createBooths,
  createSeats,
  createVendor,
  WEBHOOK_SECRET,
  type TestVendor,
} from "../support/payments";

// Two app processes on one PostgreSQL database: no booth or seat may be sold twice.
let provider: StripeLocal;
let apps: AppProcess[] = [];
const SECRET = "integration-secret-0123456789abcdef";

beforeAll(async () => {
  process.env.NEXTAUTH_SECRET = SECRET;
  process.env.SITE_URL = "https://festival.example";
  const { resetEnvForTests } = await import("@/config/env");
  resetEnvForTests();
  provider = await createStripeLocal({ webhookSecret: WEBHOOK_SECRET, log: () => {} });
  const env = {
    DATABASE_URL: process.env.DATABASE_URL!,
    DATABASE_POOL_MAX: "10",
    DEMO_MODE: "1",
    NEXTAUTH_SECRET: SECRET,
    STRIPE_SECRET_KEY: "sk_test_concurrency",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: provider.url,
    SITE_URL: "https://festival.example",
  };
  apps = await Promise.all([startAppProcess(env), startAppProcess(env)]);
  await provider.close();
  provider = await createStripeLocal({
    port: provider.port,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `${apps[0]!.url}/api/stripe/webhook`,
    log: () => {},
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((a) => a.stop()));
  await provider?.close();
});

async function pay(app: AppProcess, vendor: TestVendor, body: Record<string, unknown>) {
  const response = await fetch(`${app.url}/api/v1/payment`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: vendor.cookie,
      "x-xsrf-token": vendor.csrf,
    },
    body: JSON.stringify({ termsAccepted: true, ...body }),
  });
  const { code: errorCode, ...answer } = (await response.json()) as {
    status: string;
    payload: any;
    code?: string;
  };
  return { ...answer, ...(errorCode === undefined ? {} : { errorCode }), code: response.status };
}

describe("no double booking across two app processes", () => {
  it("50 vendors racing for one booth: exactly one hold, one paid order, 49 CONFLICTs naming it", async () => {
    const { ids, names } = await createBooths([45000]);
    const vendors = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createVendor(`Racer ${i}`)),
    );
    const results = await Promise.all(
      vendors.map((v, i) => pay(apps[i % 2]!, v, { cartItemModelList: [{ eventId: ids[0] }] })),
    );
    const winners = results.filter((r) => r.code === 200);
    const conflicts = results.filter((r) => r.code === 409);
    expect(winners).toHaveLength(1);
    expect(conflicts).toHaveLength(49);
    expect(
      conflicts.every((c) => c.status === "CONFLICT" && String(c.payload).includes(names[0]!)),
    ).toBe(true);

    const db = await getDb();
    const holders = await db.select().from(orderItems).where(eq(orderItems.boothId, ids[0]!));
    expect(holders).toHaveLength(1);
    const [booth] = await db.select().from(booths).where(eq(booths.id, ids[0]!));
    expect(booth).toMatchObject({ status: "HELD", heldByOrderId: holders[0]!.orderId });

    await provider.control.pay(winners[0]!.payload.sessionId);
    await expect
      .poll(async () => (await db.select().from(booths).where(eq(booths.id, ids[0]!)))[0]!.status, {
        timeout: 10_000,
      })
      .toBe("BOOKED");
    const paid = await db.select().from(orders).where(eq(orders.id, holders[0]!.orderId));
    expect(paid[0]!.status).toBe("PAID");
  });

  it("two buyers racing for the same seats: exactly one wins, the other gets a CONFLICT naming the seats", async () => {
    const seatIds = await createSeats([10000, 10000, 5000]);
    const [a, b] = await Promise.all([createVendor("Seat A"), createVendor("Seat B")]);
    const [first, second] = await Promise.all([
      pay(apps[0]!, a!, { checkoutType: "TICKETS", seatIds }),
      pay(apps[1]!, b!, { checkoutType: "TICKETS", seatIds: [seatIds[2], seatIds[1]] }),
    ]);
    const outcomes = [first, second].map((r) => r.code).sort();
    expect(outcomes).toEqual([200, 409]);
    const loser = [first, second].find((r) => r.code === 409)!;
    expect(loser.payload).toMatch(/Row 1, Seat [23]/);
    const db = await getDb();
    const rows = await db.select().from(seats).where(inArray(seats.id, seatIds));
    const holders = new Set(rows.filter((s) => s.status === "HELD").map((s) => s.heldByOrderId));
    expect(holders.size).toBe(1);
  });
});

describe("one account, many checkouts at once", () => {
  it("six checkouts of six booths by one account on two processes leave one order holding one booth", async () => {
    const { ids } = await createBooths(Array.from({ length: 6 }, () => 30000));
    const vendor = await createVendor("Grabber");
    const results = await Promise.all(
      ids.map((id, i) => pay(apps[i % 2]!, vendor, { cartItemModelList: [{ eventId: id }] })),
    );
    expect(results.map((r) => r.code)).toEqual(ids.map(() => 200));

    const db = await getDb();
    const mine = await db.select().from(orders).where(eq(orders.vendorId, vendor.vendorId));
    const pending = mine.filter((o) => o.status === "PENDING");
    expect(pending).toHaveLength(1);
    expect(mine.filter((o) => o.status === "CANCELLED")).toHaveLength(5);
    const rows = await db.select().from(booths).where(inArray(booths.id, ids));
    const held = rows.filter((b) => b.status === "HELD");
    expect(held).toHaveLength(1);
    expect(held[0]!.heldByOrderId).toBe(pending[0]!.id);
    expect(rows.filter((b) => b.status === "AVAILABLE")).toHaveLength(5);
  });
});
