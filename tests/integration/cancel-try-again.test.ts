import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { booths, events } from "@/db/schema";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { read, api } from "../support/requests";
import {
  checkout,
  createBooths,
  createVendor,
  startProvider,
  stopProvider,
  vendorPost,
  type TestVendor,
  boothCart,
} from "../support/payments";

// Cancelling on the hosted page must not throw the vendor's work away: the cancel answer lists
// what the checkout held, as it stands now, so the cancel page can put the free items back.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

const cancel = async (vendor: TestVendor, sessionId: string) =>
  read(await api(vendorPost(vendor, "/api/v1/order/cancel", { sessionId })));

describe("POST /api/v1/order/cancel: what to try again", () => {
  it("lists the cancelled checkout's booths with their event, section and price, free again", async () => {
    const vendor = await createVendor("Cancel");
    const { eventId, ids, names } = await createBooths([45000, 30000]);
    const started = await checkout(vendor, boothCart(ids));
    expect(started.code).toBe(200);
    const [event] = await (
      await getDb()
    )
      .select({ guid: events.guid, name: events.name })
      .from(events)
      .where(inArray(events.id, [eventId]));
    expect(await cancel(vendor, started.payload.sessionId)).toMatchObject({
      code: 200,
      payload: {
        message: "Payment is Cancelled",
        checkoutType: "BOOTH_CART",
        items: [
          {
            kind: "BOOTH",
            id: ids[0],
            name: names[0],
            sectionName: "Test section",
            eventGuid: event!.guid,
            eventName: event!.name,
            price: 450,
            available: true,
          },
          { kind: "BOOTH", id: ids[1], price: 300, available: true },
        ],
      },
    });
  });

  it("marks a booth someone else took after the hold lapsed as no longer available", async () => {
    const late = await createVendor("Late");
    const quick = await createVendor("Quick");
    const { ids } = await createBooths([45000, 30000]);
    const started = await checkout(late, boothCart(ids));
    expect(started.code).toBe(200);
    const db = await getDb();
    await db
      .update(booths)
      .set({ heldUntil: sql`now() - interval '1 minute'` })
      .where(inArray(booths.id, [ids[0]!]));
    expect((await checkout(quick, boothCart([ids[0]!]))).code).toBe(200);
    const answer = await cancel(late, started.payload.sessionId);
    expect(answer.payload.items.map((i: { available: boolean }) => i.available)).toEqual([
      false,
      true,
    ]);
  });

  it("another vendor's session is refused and lists nothing", async () => {
    const owner = await createVendor("Owner");
    const other = await createVendor("Other");
    const { ids } = await createBooths([45000]);
    const started = await checkout(owner, boothCart(ids));
    const answer = await cancel(other, started.payload.sessionId);
    expect(answer.code).toBe(401);
    expect(JSON.stringify(answer.payload)).not.toContain("items");
  });
});
