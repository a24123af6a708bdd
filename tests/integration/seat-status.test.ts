import { inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { events, seats } from "@/db/schema";
import { registerPageCache } from "@/lib/cache/tags";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { insertBoothEvent, insertShow, unique } from "../support/fixtures";
import {
  checkout,
  createVendor,
  payAndDeliver,
  startProvider,
  stopProvider,
  vendorPost,
} from "../support/payments";
import { api, getRequest, read } from "../support/requests";

// GET /api/v1/events/{eventId}/seat-status: which seats are taken, the one answer of the stage
// page that changes with every sale. It says so at once after a hold, a sale and a release; each
// of them expires the `seats` tag its cached answer carries inside Next (on every instance, with
// the shared cache); and a CDN may keep it for a second.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

const expired: string[] = [];
beforeAll(() => registerPageCache((tag) => expired.push(tag)));
afterEach(() => {
  expired.length = 0;
});
afterAll(() => registerPageCache(() => {}));

async function status(eventId: number | string) {
  const response = await api(getRequest(`/api/v1/events/${eventId}/seat-status`));
  return { ...(await read(response)), cacheControl: response.headers.get("cache-control") };
}

/** The ids as the answer writes them: ascending ranges. */
const ranges = (from: number, to: number) => (from === to ? `${from}` : `${from}-${to}`);

describe("the seat status answer", () => {
  it("shows a hold, then the sale, at once; a CDN may keep it a second, a browser not at all", async () => {
    const { eventId, seatIds } = await insertShow(await getDb(), [5000, 5000, 5000, 5000]);
    const [first, second] = seatIds as [number, number];

    const before = await status(eventId);
    expect(before.code).toBe(200);
    expect(before.payload).toEqual({ eventId, sold: "", held: "" });
    expect(before.cacheControl).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=1");

    const buyer = await createVendor("Seat buyer");
    const started = await checkout(buyer, { checkoutType: "TICKETS", seatIds: [first, second] });
    expect(started.code).toBe(200);
    expect(expired).toContain("seats");
    expect((await status(eventId)).payload).toEqual({
      eventId,
      sold: "",
      held: ranges(first, second),
    });

    expired.length = 0;
    await payAndDeliver(provider, started.payload.sessionId);
    expect(expired).toContain("seats");
    expect((await status(eventId)).payload).toEqual({
      eventId,
      sold: ranges(first, second),
      held: "",
    });
  });

  it("shows a released hold and a lapsed one as free at once", async () => {
    const { eventId, seatIds } = await insertShow(await getDb(), [3000, 3000, 3000]);
    const [first, second, third] = seatIds as [number, number, number];
    const buyer = await createVendor("Seat buyer");
    const started = await checkout(buyer, { checkoutType: "TICKETS", seatIds: [first] });
    expect((await status(eventId)).payload.held).toBe(`${first}`);

    // the buyer back from the payment page without paying
    expired.length = 0;
    const cancelled = await read(
      await api(
        vendorPost(buyer, "/api/v1/order/cancel", { sessionId: started.payload.sessionId }),
      ),
    );
    expect(cancelled.code).toBe(200);
    expect(expired).toContain("seats");
    expect((await status(eventId)).payload).toEqual({ eventId, sold: "", held: "" });

    // a hold that lapses expires no tag: the answer counts it free the moment it lapses
    const other = await createVendor("Seat buyer");
    expect(
      (await checkout(other, { checkoutType: "TICKETS", seatIds: [second, third] })).code,
    ).toBe(200);
    expect((await status(eventId)).payload.held).toBe(ranges(second, third));
    const db = await getDb();
    await db
      .update(seats)
      .set({ heldUntil: sql`now() - interval '1 second'` })
      .where(inArray(seats.id, [second]));
    expect((await status(eventId)).payload).toEqual({ eventId, sold: "", held: `${third}` });
  });

  it("is NOT_FOUND for an event that is not a public seated event", async () => {
    const db = await getDb();
    const booths = await insertBoothEvent(db, `Booths ${unique()}`, [100]);
    expect((await status(booths.eventId)).code).toBe(404);
    const { eventId } = await insertShow(db, [1000]);
    await db
      .update(events)
      .set({ status: "DRAFT" })
      .where(inArray(events.id, [eventId]));
    const draft = await status(eventId);
    expect(draft.code).toBe(404);
    expect(draft.errorCode).toBe("errors.seats.noSeatedEventFound");
    expect(draft.cacheControl).toBe("no-store");
    expect((await status(999_999_999)).code).toBe(404);
    expect((await status("x'--")).code).toBe(400);
  });
});
