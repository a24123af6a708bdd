import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoiceCounter, payments } from "@/db/schema";
import type { StripeLocal } from "@/tools/stripe-local/server";
import {
  boothCart,
  checkout,
  createBooths,
  createVendor,
  deliver,
  eventsFor,
  startProvider,
  stopProvider,
} from "../support/payments";

// Payments on different orders recorded at the same moment, on PostgreSQL's concurrent
// transactions (PGlite has one connection): each takes its own number, none is skipped, and a
// transaction that took one and rolled back leaves no gap.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

const ORDERS = 8;

describe("invoice numbers under concurrency", () => {
  it("concurrent payments on different orders take consecutive numbers, no gap, no duplicate", async () => {
    const started = await Promise.all(
      Array.from({ length: ORDERS }, async (_, i) => {
        const vendor = await createVendor(`Concurrent ${i}`);
        const { ids } = await createBooths([20000 + i * 100]);
        const res = await checkout(vendor, boothCart(ids));
        expect(res.code, JSON.stringify(res.payload)).toBe(200);
        return res.payload as { orderId: number; sessionId: string };
      }),
    );
    for (const s of started) await provider.control.pay(s.sessionId);
    const db = await getDb();
    const lastNumber = async () => (await db.select().from(invoiceCounter))[0]!.lastNumber;
    const before = await lastNumber();

    // one more payment takes a number and holds it while the others queue, then rolls back
    const [victim] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, started[0]!.orderId));
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.update(payments).set({ status: "PAID" }).where(eq(payments.id, victim!.id));
        await new Promise((r) => setTimeout(r, 300));
        throw new Error("rolled back on purpose");
      })
      .catch((e: Error) => e.message);
    await new Promise((r) => setTimeout(r, 50));
    const answers = await Promise.all(
      started.map(async (s) => {
        const [event] = eventsFor(provider, s.sessionId, "checkout.session.completed");
        return (await deliver(event!.payload)).status;
      }),
    );
    expect(await rolledBack).toBe("rolled back on purpose");
    expect(answers).toEqual(started.map(() => 200));

    const rows = await db
      .select({ number: payments.invoiceNumber, status: payments.status })
      .from(payments)
      .where(
        inArray(
          payments.orderId,
          started.map((s) => s.orderId),
        ),
      );
    expect(rows.map((r) => r.status)).toEqual(started.map(() => "PAID"));
    const numbers = rows.map((r) => r.number!).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: ORDERS }, (_, i) => before + 1 + i));
    expect(await lastNumber()).toBe(before + ORDERS);
  });
});
