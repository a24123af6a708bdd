import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { emailOutbox, events } from "@/db/schema";
import { runDailyWork } from "@/lib/cron/daily";
import { insertBoothOrder, insertFoodEvent, insertMarketBooth } from "../support/books";
import { csvRows } from "../support/csv";
import { createOrganiser, type Organiser } from "../support/fixtures";
import { createVendor, type TestVendor } from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// Food vendors' gross sales per festival day for the accountant: the vendor's form behind
// GET/PUT /api/vendor/v1/orders/{orderId}/sales, the console's list and sales export, and the
// two reminders the scheduled work sends to those who have not sent them.

let organiser: Organiser;
let vendor: TestVendor;
let stranger: TestVendor;

const salesUrl = (orderId: number) => `/api/vendor/v1/orders/${orderId}/sales`;
const get = (url: string, who?: { cookie: string }) =>
  api(new Request(`http://localhost${url}`, { headers: who ? { cookie: who.cookie } : {} }));
const put = (orderId: number, body: unknown, who: TestVendor | Organiser) =>
  api(jsonRequest(salesUrl(orderId), body, { method: "PUT", session: who }));

beforeAll(async () => {
  organiser = await createOrganiser(await getDb());
  vendor = await createVendor("Falafel");
  stranger = await createVendor("Other");
});

/** A food order of an event of three days that ended `endDaysAgo` days ago. */
async function foodOrder(endDaysAgo = 1, locale: "en" | "ar" = "en") {
  const event = await insertFoodEvent({ startDaysAgo: endDaysAgo + 2, endDaysAgo });
  const orderId = await insertBoothOrder({
    vendorId: vendor.vendorId,
    eventId: event.eventId,
    booth: event.booths[0]!,
    locale,
  });
  return { ...event, orderId };
}

describe("the vendor's sales form", () => {
  it("asks one amount per festival day, takes them, and answers them back", async () => {
    const { orderId } = await foodOrder();
    const empty = await read(await get(salesUrl(orderId), vendor));
    expect(empty.code).toBe(200);
    expect(empty.payload.days).toHaveLength(3);
    expect(empty.payload.days.every((d: { grossCents: null }) => d.grossCents === null)).toBe(true);
    expect(empty.payload).toMatchObject({ totalCents: 0, submittedAt: null });
    const days = empty.payload.days.map((d: { day: string }) => d.day);
    // consecutive calendar days
    expect(Date.parse(days[2]) - Date.parse(days[0])).toBe(2 * 86_400_000);

    const sent = await read(
      await put(
        orderId,
        {
          days: days.map((day: string, i: number) => ({
            day,
            grossCents: [125_050, 0, 98_000][i],
          })),
        },
        vendor,
      ),
    );
    expect(sent.code).toBe(200);
    expect(sent.payload.days.map((d: { grossCents: number }) => d.grossCents)).toEqual([
      125_050, 0, 98_000,
    ]);
    expect(sent.payload.totalCents).toBe(223_050);
    expect(sent.payload.submittedAt).not.toBeNull();

    // sending again replaces the amounts
    const again = await read(
      await put(
        orderId,
        { days: days.map((day: string) => ({ day, grossCents: 10_000 })) },
        vendor,
      ),
    );
    expect(again.payload.totalCents).toBe(30_000);
    expect((await read(await get(salesUrl(orderId), vendor))).payload.totalCents).toBe(30_000);
  });

  it("refuses negative, non-money and missing amounts, and other days, without losing what was sent", async () => {
    const { orderId } = await foodOrder();
    const days: string[] = (await read(await get(salesUrl(orderId), vendor))).payload.days.map(
      (d: { day: string }) => d.day,
    );
    await put(orderId, { days: days.map((day) => ({ day, grossCents: 1000 })) }, vendor);
    const bad = [
      { days: days.map((day) => ({ day, grossCents: -1 })) },
      { days: days.map((day) => ({ day, grossCents: "lots" })) },
      // dollars sent as if they were cents: not a whole number of cents
      { days: days.map((day) => ({ day, grossCents: 10.5 })) },
      // the old dollar field is not an amount any more
      { days: days.map((day) => ({ day, gross: 10 })) },
      { days: days.map((day) => ({ day, grossCents: 1e12 })) },
      { days: days.slice(1).map((day) => ({ day, grossCents: 1000 })) },
      { days: [...days, days[0]].map((day) => ({ day, grossCents: 1000 })) },
      { days: ["2001-01-01", ...days.slice(1)].map((day) => ({ day, grossCents: 1000 })) },
      { days: days.map((day) => ({ day: `${day}T00:00`, grossCents: 1000 })) },
      { days: [] },
      {},
    ];
    for (const body of bad) {
      const answer = await read(await put(orderId, body, vendor));
      expect(answer.code, JSON.stringify(body)).toBe(400);
      expect(answer.status).toBe("BAD_REQUEST");
    }
    const negative = await read(await put(orderId, bad[0], vendor));
    expect(negative.errorCode ?? negative.issues?.[0]?.code).toBeDefined();
    expect(JSON.stringify(negative)).toContain("whole number of cents");
    const missing = await read(await put(orderId, bad[5], vendor));
    expect(missing.errorCode).toBe("errors.sales.everyDay");
    expect((await read(await get(salesUrl(orderId), vendor))).payload.totalCents).toBe(3000);
  });

  it("is the owner's alone, for a food order after its event", async () => {
    const { orderId, eventId } = await foodOrder();
    expect((await get(salesUrl(orderId))).status).toBe(401);
    const foreign = await read(await get(salesUrl(orderId), stranger));
    expect(foreign.code).toBe(403);
    expect(foreign.errorCode).toBe("errors.orders.notYours");
    expect((await put(orderId, { days: [] }, stranger)).status).toBe(400);
    expect((await get(salesUrl(999_999), vendor)).status).toBe(404);
    // organisers read the console's list, not the vendor's form
    expect((await get(salesUrl(orderId), organiser)).status).toBe(403);

    // a market booth is no food order
    const market = await insertMarketBooth(eventId);
    const marketOrder = await insertBoothOrder({
      vendorId: vendor.vendorId,
      eventId,
      booth: market,
      sectionName: "Market",
    });
    const notFood = await read(await get(salesUrl(marketOrder), vendor));
    expect(notFood.code).toBe(409);
    expect(notFood.errorCode).toBe("errors.sales.notFoodOrder");

    // before the event has ended
    const coming = await foodOrder(-3);
    const early = await read(await get(salesUrl(coming.orderId), vendor));
    expect(early.code).toBe(409);
    expect(early.errorCode).toBe("errors.sales.notEnded");
    const earlyPut = await read(
      await put(coming.orderId, { days: [{ day: "2030-01-01", grossCents: 100 }] }, vendor),
    );
    expect(earlyPut.code).toBe(409);

    // a cancelled order is asked nothing
    const cancelled = await insertFoodEvent({ startDaysAgo: 3, endDaysAgo: 1 });
    const gone = await insertBoothOrder({
      vendorId: vendor.vendorId,
      eventId: cancelled.eventId,
      booth: cancelled.booths[0]!,
      status: "CANCELLED",
    });
    expect((await get(salesUrl(gone), vendor)).status).toBe(409);
  });
});

describe("the console's list and the accountant's export", () => {
  it("lists the food vendors with their days, sent or not, and exports them", async () => {
    const event = await insertFoodEvent({ startDaysAgo: 3, endDaysAgo: 1 });
    const sentOrder = await insertBoothOrder({
      vendorId: vendor.vendorId,
      eventId: event.eventId,
      booth: event.booths[0]!,
    });
    const quiet = await insertBoothOrder({
      vendorId: stranger.vendorId,
      eventId: event.eventId,
      booth: event.booths[1]!,
    });
    const days: string[] = (await read(await get(salesUrl(sentOrder), vendor))).payload.days.map(
      (d: { day: string }) => d.day,
    );
    await put(sentOrder, { days: days.map((day) => ({ day, grossCents: 100_000 })) }, vendor);

    const url = `/api/admin/v1/events/${event.eventId}/sales`;
    expect((await get(url, vendor)).status).toBe(403);
    expect((await get(url)).status).toBe(401);
    expect((await get("/api/admin/v1/events/999999/sales", organiser)).status).toBe(404);
    const list = await read(await get(url, organiser));
    expect(list.code).toBe(200);
    expect(list.payload).toMatchObject({ eventId: event.eventId, ended: true, days });
    const byOrder = new Map(list.payload.vendors.map((v: { orderId: number }) => [v.orderId, v]));
    expect(byOrder.get(sentOrder)).toMatchObject({
      vendorName: vendor.vendorName,
      booths: event.booths[0]!.name,
      totalCents: 300_000,
      sent: true,
    });
    expect(byOrder.get(quiet)).toMatchObject({ sent: false, totalCents: 0, submittedAt: null });

    for (const format of ["csv", "xlsx"]) {
      const file = await get(
        `/api/admin/v1/exports/sales.${format}?eventId=${event.eventId}`,
        organiser,
      );
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toMatch(
        new RegExp(
          `^attachment; filename="sales-books-festival-[a-z0-9-]+-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`,
        ),
      );
      if (format === "xlsx") continue;
      const { header, rows } = csvRows(await file.text());
      expect(header).toEqual([
        "Vendor",
        "Booths",
        "E-mail",
        "Order",
        ...days,
        "Total",
        "Submitted at",
      ]);
      const row = rows.find((r) => r.Order === String(sentOrder))!;
      expect(row).toMatchObject({
        Vendor: vendor.vendorName,
        [days[0]!]: "1000.00",
        Total: "3000.00",
      });
      expect(row["Submitted at"]).not.toBe("");
      const none = rows.find((r) => r.Order === String(quiet))!;
      expect(none).toMatchObject({ [days[0]!]: "", Total: "" });
    }
    expect((await get(`/api/admin/v1/exports/sales.csv`, organiser)).status).toBe(400);
  });
});

describe("the reminders", () => {
  it("remind a food vendor who has sent nothing the day after the event, then a week later, each once", async () => {
    const db = await getDb();
    const english = await foodOrder(1);
    const arabic = await foodOrder(1, "ar");
    const mailsOf = (orderId: number) =>
      db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(emailOutbox.id);

    const first = await runDailyWork();
    expect(first.salesRemindersSent).toBeGreaterThanOrEqual(2);
    const [en] = await mailsOf(english.orderId);
    expect(en!.to).toBe(vendor.email);
    expect(en!.subject).toMatch(
      /^Mahrajan Events: your sales at Books festival .+ for the accountant$/,
    );
    expect(en!.text).toContain(
      `Please send us your gross sales for each festival day (order ${english.orderId})`,
    );
    expect(en!.text).not.toContain("This is our last reminder.");
    const [ar] = await mailsOf(arabic.orderId);
    expect(ar!.subject).toContain("مبيعاتك في");
    expect(ar!.text).toContain("إجمالي مبيعاتك عن كل يوم");

    // again, and twice at once: nothing more
    const [a, b] = await Promise.all([runDailyWork(), runDailyWork()]);
    expect(a.salesRemindersSent + b.salesRemindersSent).toBe(0);
    expect(await mailsOf(english.orderId)).toHaveLength(1);

    // a week later: the last reminder, once; the vendor who sent their sales gets none
    const days: string[] = (
      await read(await get(salesUrl(arabic.orderId), vendor))
    ).payload.days.map((d: { day: string }) => d.day);
    await put(arabic.orderId, { days: days.map((day) => ({ day, grossCents: 500 })) }, vendor);
    for (const { eventId } of [english, arabic]) {
      const [row] = await db.select().from(events).where(eq(events.id, eventId));
      await db
        .update(events)
        .set({
          startsAt: new Date(row!.startsAt.getTime() - 7 * 86_400_000),
          endsAt: new Date(row!.endsAt.getTime() - 7 * 86_400_000),
        })
        .where(eq(events.id, eventId));
    }
    await runDailyWork();
    const later = await mailsOf(english.orderId);
    expect(later).toHaveLength(2);
    expect(later[1]!.text).toContain("This is our last reminder.");
    expect(await mailsOf(arabic.orderId)).toHaveLength(1);
    await runDailyWork();
    expect(await mailsOf(english.orderId)).toHaveLength(2);
  });

  it("sends a late first run the last reminder alone, and nothing before the event ends, weeks after it, or to market vendors", async () => {
    const db = await getDb();
    const late = await foodOrder(10);
    // an event long past (as at the site's first run after this was added) is left alone
    const old = await foodOrder(60);
    const coming = await foodOrder(-2);
    const market = await insertMarketBooth(late.eventId);
    const marketOrder = await insertBoothOrder({
      vendorId: stranger.vendorId,
      eventId: late.eventId,
      booth: market,
      sectionName: "Market",
    });
    await runDailyWork();
    const mailsOf = (orderId: number) =>
      db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(emailOutbox.id);
    const lateMails = await mailsOf(late.orderId);
    expect(lateMails).toHaveLength(1);
    expect(lateMails[0]!.text).toContain("This is our last reminder.");
    expect(await mailsOf(coming.orderId)).toEqual([]);
    expect(await mailsOf(old.orderId)).toEqual([]);
    expect(await mailsOf(marketOrder)).toEqual([]);
  });
});
