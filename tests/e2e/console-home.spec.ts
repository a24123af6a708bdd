import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminApi, unique } from "./helpers";

// The console's home: an organiser opens /admin and sees what needs attention today and every
// ACTIVE event's booths and money. The event made here is over (January 2026, after the seed's
// 2025 festivals, so the lists other tests read keep their order) and still ACTIVE, with a
// balance past its due date; marked Past from the home at the end, it leaves the lists as they
// were.

const dollars = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });

test.describe("console home", () => {
  test("an organiser sees each active event's booths and money and what needs attention, and marks an ended event Past from there", async ({
    organiserPage: admin,
    vendor,
  }) => {
    test.setTimeout(90_000);
    const name = `Harbour Night Market ${unique()}`;
    const { eventId } = await adminApi<{ eventId: number }>(
      admin.request,
      "POST",
      "/api/admin/v1/events",
      {
        eventName: name,
        eventNameAr: "سوق الميناء الليلي",
        eventDescription: "Food and crafts by the lake.",
        eventLocation: "Harbourfront",
        eventDate: "2026-01-20T17:00",
        eventEndDate: "2026-01-21T22:00",
        eventDateText: "January 20 - 21, 2026",
        eventAddress: "235 Queens Quay W, Toronto",
        eventDetails: "Free admission.",
        eventStatus: "ACTIVE",
        bookingOpen: false,
        boothSalesEnd: "2099-12-31T23:00",
        balanceDueDate: "2026-01-05",
        contractText: "1. Terms\n\nThe vendor follows the market's rules.",
      },
    );
    const { sectionId } = await adminApi<{ sectionId: number }>(
      admin.request,
      "POST",
      `/api/admin/v1/events/${eventId}/sections`,
      { sectionName: "Lakeside Tents", inclusions: "10x10 tent" },
    );
    for (const boothName of ["H-01", "H-02", "H-03"])
      await adminApi(admin.request, "POST", `/api/admin/v1/sections/${sectionId}/booths`, {
        boothName,
        boothPriceCents: 20000,
      });

    // The office books H-01 for a vendor, who pays $50.00 of it: the rest is owed, and overdue.
    const vendors = await admin.request.get(
      `/api/admin/v1/vendors?q=${encodeURIComponent(vendor.email)}`,
    );
    const { payload: found } = (await vendors.json()) as {
      payload: { vendors: { vendorId: number }[] };
    };
    const order = await adminApi<{ orderId: number; totalCents: number }>(
      admin.request,
      "POST",
      "/api/admin/v1/orders",
      { vendorId: found.vendors[0]!.vendorId, eventId, boothNames: ["H-01"] },
    );
    await adminApi(admin.request, "POST", `/api/admin/v1/orders/${order.orderId}/payments`, {
      amountCents: 5000,
      method: "CHEQUE",
      reference: "Cheque 118",
    });
    const owed = dollars.format((order.totalCents - 5000) / 100);

    await admin.goto("/admin");
    await expect(
      admin.getByRole("heading", { level: 1, name: "Dashboard", exact: true }),
    ).toBeVisible();
    await expect(admin.getByRole("heading", { name: "Active events" })).toBeVisible();

    // The event's card: its booths sold, held and available, and its money.
    const card = admin.getByRole("article", { name });
    await expect(card.getByText("Booking closed")).toBeVisible();
    const booths = card.getByRole("group", { name: /^Booths/ });
    await expect(booths.getByRole("heading", { name: "Booths · 3 in all" })).toBeVisible();
    await expect(booths.getByRole("term")).toHaveText(["Sold", "Held", "Available"]);
    await expect(booths.getByRole("definition")).toHaveText(["1", "0", "2"]);
    const money = card.getByRole("group", { name: "Money" });
    await expect(money.getByRole("term")).toHaveText(["Collected", "Owed", "Overdue"]);
    await expect(money.getByRole("definition")).toHaveText(["$50.00", owed, owed]);
    await expect(card.getByRole("group", { name: /^Seats/ })).toHaveCount(0);

    // Needs attention today: the overdue balance, with the event's orders a click away, and the
    // event that is over but still ACTIVE.
    const attention = admin.getByRole("region", { name: "Needs attention today" });
    const overdue = attention
      .getByRole("listitem")
      .filter({ hasText: `${name}: 1 order owes ${owed} past the balance due date.` });
    await expect(overdue).toBeVisible();
    await expect(
      overdue.getByRole("link", { name: `Orders with a balance of ${name}` }),
    ).toHaveAttribute("href", `/admin/orders?eventId=${eventId}&status=PARTIALLY_PAID`);
    const over = attention
      .getByRole("listitem")
      .filter({ hasText: `${name}: The event ended on January 21, 2026 but is still ACTIVE.` });
    await expect(over).toBeVisible();

    await expectNoViolations(admin);
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.reload();
    await expect(card.getByRole("group", { name: "Money" })).toBeVisible();
    await expectNoViolations(admin);
    await admin.setViewportSize({ width: 1280, height: 800 });

    // Marked Past from the home, the event leaves the active events and the list of things to do.
    await over.getByRole("button", { name: `Mark as Past ${name}` }).click();
    await expect(card).toHaveCount(0);
    await expect(attention.getByText(name, { exact: false })).toHaveCount(0);
    await expect(
      admin.getByRole("link", { name: "All events, past ones included" }),
    ).toHaveAttribute("href", "/admin/events");
  });
});
