import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { orders, payments, stripeEvents } from "@/db/schema";
import type { StripeLocal } from "@/tools/stripe-local/server";
import {
  boothStates,
  checkout,
  createBooths,
  createVendor,
  deliver,
  startProvider,
  stopProvider,
  vendorPost,
} from "../support/payments";
import { api } from "../support/requests";

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

/** A seeded shuffle, so a failure can be replayed. */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe("webhooks delivered three times each, in random order, some late", () => {
  it("the ledger (orders, payments, booth states) matches the events exactly", async () => {
    const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 100000);
    const { ids } = await createBooths(Array.from({ length: 12 }, () => 30000));
    const sessions: {
      sessionId: string;
      orderId: number;
      boothId: number;
      vendorId: number;
      fate: "paid" | "expired" | "late";
    }[] = [];
    for (const [i, boothId] of ids.entries()) {
      // One account per checkout: an account's new checkout would cancel its unpaid earlier one.
      const vendor = await createVendor("Ledger");
      const res = await checkout(vendor, { cartItemModelList: [{ eventId: boothId }] });
      expect(res.code).toBe(200);
      const fate = i % 3 === 0 ? "expired" : i % 3 === 1 ? "paid" : "late";
      sessions.push({
        sessionId: res.payload.sessionId,
        orderId: res.payload.orderId,
        boothId,
        vendorId: vendor.vendorId,
        fate,
      });
      if (fate === "expired") await provider.control.expire(res.payload.sessionId);
      else await provider.control.pay(res.payload.sessionId);
    }
    const payloads = provider.control
      .events()
      .filter((e) =>
        sessions.some((s) => s.sessionId === (e.event.data.object as { id: string }).id),
      )
      .map((e) => e.payload);
    // "late": an expiry notice for a session that was in fact paid, arriving before or after the payment
    for (const s of sessions.filter((x) => x.fate === "late")) {
      payloads.push(
        JSON.stringify({
          id: `evt_late_${s.sessionId}`,
          object: "event",
          type: "checkout.session.expired",
          data: {
            object: {
              ...provider.control.session(s.sessionId)!,
              status: "expired",
              payment_status: "unpaid",
            },
          },
        }),
      );
    }
    const deliveries = shuffle([...payloads, ...payloads, ...payloads], seed);
    for (const payload of deliveries)
      expect((await deliver(payload)).status, `seed ${seed}`).toBe(200);

    const db = await getDb();
    const states = await boothStates(sessions.map((s) => s.boothId));
    const orderRows = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          sessions.map((s) => s.orderId),
        ),
      );
    for (const [i, s] of sessions.entries()) {
      const order = orderRows.find((o) => o.id === s.orderId)!;
      const paymentRows = await db.select().from(payments).where(eq(payments.orderId, s.orderId));
      if (s.fate === "expired") {
        expect([order.status, states[i]!.status, paymentRows[0]!.status], `seed ${seed}`).toEqual([
          "EXPIRED",
          "AVAILABLE",
          "EXPIRED",
        ]);
        expect(order.paidCents).toBe(0);
      } else {
        expect([order.status, states[i]!.status, paymentRows[0]!.status], `seed ${seed}`).toEqual([
          "PAID",
          "BOOKED",
          "PAID",
        ]);
        expect(order.paidCents).toBe(order.totalCents);
        expect(states[i]!.vendorId).toBe(s.vendorId);
      }
    }
    const recorded = await db
      .select()
      .from(stripeEvents)
      .where(
        inArray(
          stripeEvents.id,
          deliveries.map((p) => (JSON.parse(p) as { id: string }).id),
        ),
      );
    expect(recorded).toHaveLength(new Set(payloads).size);
  });
});

describe("authorization", () => {
  it("a vendor cannot cancel or read another vendor's checkout, nor release its hold", async () => {
    const owner = await createVendor("Owner");
    const intruder = await createVendor("Intruder");
    const { ids } = await createBooths([45000]);
    const res = await checkout(owner, { cartItemModelList: [{ eventId: ids[0] }] });
    const answer = await api(
      vendorPost(intruder, "/api/v1/order/cancel", { sessionId: res.payload.sessionId }),
    );
    expect(answer.status).toBe(401);
    expect((await boothStates(ids))[0]!.status).toBe("HELD");
    expect(provider.control.session(res.payload.sessionId)!.status).toBe("open");
  });
});
