import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { addons, booths, events, orderItems, orders, sections } from "@/db/schema";
import { fromTorontoWallClock, torontoDay } from "@/lib/i18n/toronto-time";
import { insertBoothEvent } from "./fixtures";

// Rows for the books' and the sales' tests, written straight to the database: an event whose
// dates are set relative to today, its food booths, and orders with their damage deposits.

const DAY = 86_400_000;

/**
 * An event with one food section of `boothCount` booths that started `startDaysAgo` days ago and
 * ended `endDaysAgo` days ago (negative: still to come), at noon in Toronto.
 */
export async function insertFoodEvent({
  startDaysAgo,
  endDaysAgo,
  boothCount = 4,
  status = "ACTIVE",
  balanceDueDate = null,
}: {
  startDaysAgo: number;
  endDaysAgo: number;
  boothCount?: number;
  status?: "ACTIVE" | "PAST";
  balanceDueDate?: string | null;
}) {
  const db = await getDb();
  // noon of today's Toronto calendar day: in the evening, Toronto's today is UTC's yesterday
  const [year, month, day] = torontoDay(new Date()).split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const noon = fromTorontoWallClock(year, month, day, 12);
  const {
    eventId,
    sectionId,
    booths: rows,
  } = await insertBoothEvent(
    db,
    `Books festival ${randomUUID().slice(0, 8)}`,
    Array.from({ length: boothCount }, () => 50_000),
  );
  await db
    .update(events)
    .set({
      startsAt: new Date(noon.getTime() - startDaysAgo * DAY),
      endsAt: new Date(noon.getTime() - endDaysAgo * DAY),
      status,
      balanceDueDate,
    })
    .where(eq(events.id, eventId));
  await db.update(sections).set({ isFood: true, name: "Food" }).where(eq(sections.id, sectionId));
  return { eventId, sectionId, booths: rows };
}

/** A section of non-food booths added to an event. */
export async function insertMarketBooth(eventId: number) {
  const db = await getDb();
  const [section] = await db
    .insert(sections)
    .values({ eventId, name: "Market", position: 1, inclusions: "Table" })
    .returning({ id: sections.id });
  const [booth] = await db
    .insert(booths)
    .values({ sectionId: section!.id, name: `M-${randomUUID().slice(0, 4)}`, priceCents: 30_000 })
    .returning({ id: booths.id, name: booths.name });
  return booth!;
}

/** An add-on in the event's catalogue. */
export async function insertAddon(eventId: number, name: string, nameAr: string, cents: number) {
  const db = await getDb();
  const [row] = await db
    .insert(addons)
    .values({ eventId, name, nameAr, priceCents: cents, appliesTo: "FOOD" })
    .returning({ id: addons.id });
  return row!.id;
}

/**
 * A booth order: the booth (booked, fulfilled) and its add-ons, its price (no fees or HST: the
 * items' sum), what was paid of it, and its damage deposit's figures. Answers its id.
 */
export async function insertBoothOrder({
  vendorId,
  eventId,
  booth,
  sectionName = "Food",
  status = "PAID",
  paidCents,
  addonLines = [],
  deposit = {},
  locale = "en",
}: {
  vendorId: number;
  eventId: number;
  booth: { id: number; name: string };
  sectionName?: string;
  status?: "PAID" | "PARTIALLY_PAID" | "CANCELLED";
  paidCents?: number;
  addonLines?: { addonId: number; name: string; cents: number }[];
  deposit?: { owed?: number; paid?: number; returned?: number; kept?: number };
  locale?: "en" | "ar";
}): Promise<number> {
  const db = await getDb();
  const boothCents = 50_000;
  const total = boothCents + addonLines.reduce((n, a) => n + a.cents, 0);
  const paid = paidCents ?? (status === "PAID" ? total : 0);
  const [order] = await db
    .insert(orders)
    .values({
      vendorId,
      eventId,
      checkoutType: "BOOTH_CART",
      status,
      subtotalCents: total,
      feesCents: 0,
      taxCents: 0,
      totalCents: total,
      paidCents: paid,
      balanceCents: status === "CANCELLED" ? 0 : total - paid,
      locale,
      depositCents: deposit.owed ?? 0,
      depositPaidCents: deposit.paid ?? 0,
      depositReturnedCents: deposit.returned ?? 0,
      depositKeptCents: deposit.kept ?? 0,
    })
    .returning({ id: orders.id });
  const live = status !== "CANCELLED";
  if (live)
    await db.update(booths).set({ status: "BOOKED", vendorId }).where(eq(booths.id, booth.id));
  await db.insert(orderItems).values([
    {
      orderId: order!.id,
      kind: "BOOTH",
      boothId: booth.id,
      name: booth.name,
      sectionName,
      unitPriceCents: boothCents,
      fulfilled: live,
      releasedAt: live ? null : new Date(),
    },
    ...addonLines.map((a) => ({
      orderId: order!.id,
      kind: "ADDON" as const,
      addonId: a.addonId,
      forBoothId: booth.id,
      name: a.name,
      unitPriceCents: a.cents,
      fulfilled: live,
    })),
  ]);
  return order!.id;
}
