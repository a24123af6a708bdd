import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { seats } from "@/db/schema";
import { formatMessage } from "@/lib/i18n/messages";
import type { StripeLocal } from "@/tools/stripe-local/server";
import {
  checkout,
  createSeats,
  createVendor,
  startProvider,
  stopProvider,
} from "../support/payments";

// Wheelchair spaces and companion seats are sold together, whatever the client sends: the
// checkout refuses a companion seat without the wheelchair space beside it, and a space without
// its companion seat while that seat is free; the pair is held together.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

/** A row of 6 seats: Seat 3 a wheelchair space, Seat 4 its companion seat. */
async function hallWithSpace() {
  const ids = await createSeats([5000, 5000, 5000, 5000, 5000, 5000]);
  const db = await getDb();
  await db
    .update(seats)
    .set({ kind: "WHEELCHAIR" })
    .where(inArray(seats.id, [ids[2]!]));
  await db
    .update(seats)
    .set({ kind: "COMPANION" })
    .where(inArray(seats.id, [ids[3]!]));
  return { ids, space: ids[2]!, companion: ids[3]! };
}

async function statuses(ids: number[]) {
  const rows = await (await getDb()).select().from(seats).where(inArray(seats.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!.status);
}

describe("POST /api/v1/payment: a wheelchair space and its companion seat", () => {
  it("refuses a companion seat alone, in English and in Arabic, and holds nothing", async () => {
    const { ids, companion } = await hallWithSpace();
    const buyer = await createVendor("Companion Buyer");
    const refused = await checkout(buyer, {
      checkoutType: "TICKETS",
      seatIds: [ids[0]!, companion],
    });
    expect(refused).toMatchObject({
      code: 400,
      errorCode: "errors.checkout.companionAlone",
      payload:
        "Row 1, Seat 4 is a companion seat: it is sold only together with the wheelchair space beside it. Choose the wheelchair space too, or another seat.",
    });
    // the page shows the refusal in its language from the code and its parameters
    expect(formatMessage("ar", refused.errorCode!, refused.params)).toBe(
      "الصف 1، المقعد 4 مقعد مرافق: لا يُباع إلا مع مكان الكرسي المتحرك المجاور له. اختر مكان الكرسي المتحرك أيضًا، أو مقعدًا آخر.",
    );
    expect(await statuses([ids[0]!, companion])).toEqual(["AVAILABLE", "AVAILABLE"]);
  });

  it("refuses a wheelchair space without its free companion seat, and holds the two together", async () => {
    const { space, companion } = await hallWithSpace();
    const buyer = await createVendor("Space Buyer");
    expect(await checkout(buyer, { checkoutType: "TICKETS", seatIds: [space] })).toMatchObject({
      code: 400,
      errorCode: "errors.checkout.spaceWithoutCompanion",
      payload:
        "Row 1, Seat 3 is a wheelchair space: it is sold together with its companion seat, Row 1, Seat 4, which is free. Choose both.",
    });
    expect(await statuses([space, companion])).toEqual(["AVAILABLE", "AVAILABLE"]);

    const pair = await checkout(buyer, { checkoutType: "TICKETS", seatIds: [space, companion] });
    expect(pair.code).toBe(200);
    expect(await statuses([space, companion])).toEqual(["HELD", "HELD"]);
  });

  it("sells a wheelchair space alone once its companion seat is taken", async () => {
    const { space, companion } = await hallWithSpace();
    await (
      await getDb()
    )
      .update(seats)
      .set({ status: "SOLD" })
      .where(inArray(seats.id, [companion]));
    const buyer = await createVendor("Space Alone");
    const alone = await checkout(buyer, { checkoutType: "TICKETS", seatIds: [space] });
    expect(alone.code).toBe(200);
    expect(await statuses([space])).toEqual(["HELD"]);
  });
});
