import fs from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { csvRows } from "../support/csv";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminApi, unique } from "./helpers";

// The console's downloads: an organiser filters the orders list by a state and downloads what
// it shows, and finds an event's downloads on its dashboard. The orders are made at the office
// for a new event of the test's own, so no other test's bookings are in the way.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The page passes axe on a phone and on a desktop, left at the desktop's size. */
async function expectNoViolationsAtBothSizes(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoViolations(page);
  }
}

/** Clicks a download link and reads the file it saves: its name and its rows. */
async function download(page: Page, link: string) {
  const saved = page.waitForEvent("download");
  await page.getByRole("link", { name: link }).click();
  const file = await saved;
  const text = await fs.readFile((await file.path())!, "utf8");
  expect(text.startsWith("\uFEFF"), "a BOM, so that Excel reads UTF-8").toBe(true);
  return { name: file.suggestedFilename(), rows: csvRows(text.slice(1)).rows };
}

/** A new event with a contract and three priced booths, one named with a comma. */
async function eventWithBooths(request: APIRequestContext, name: string) {
  const { eventId } = await adminApi<{ eventId: number }>(request, "POST", "/api/admin/v1/events", {
    eventName: name,
    eventDescription: "Crafts, food and music by the lake.",
    eventLocation: "Celebration Square",
    eventDate: "2031-08-12T10:00",
    eventEndDate: "2031-08-14T20:00",
    eventDateText: "August 12 - 14, 2031",
    eventAddress: "300 City Centre Dr, Mississauga",
    eventDetails: "Free admission.",
    contractTitle: "2031 Vendor Contract",
    contractText: "The vendor keeps the booth tidy.",
    contractVersion: "2031-v1",
  });
  const { sectionId } = await adminApi<{ sectionId: number }>(
    request,
    "POST",
    `/api/admin/v1/events/${eventId}/sections`,
    { sectionName: "Lakeside Tents" },
  );
  const booths = `/api/admin/v1/sections/${sectionId}/booths`;
  await adminApi(request, "POST", booths, { prefix: "L-", from: 1, to: 2, boothPriceCents: 45000 });
  await adminApi(request, "POST", booths, {
    boothName: "Corner, by the fountain",
    boothPriceCents: 45000,
  });
  return eventId;
}

test.describe("organiser console: downloads", () => {
  test("the orders list downloads the orders its filter shows, states in words, a row per booth", async ({
    organiserPage: page,
    vendor,
  }) => {
    test.setTimeout(90_000);
    const request = page.context().request;
    const eventName = `Lakeside Market ${unique()}`;
    const eventId = await eventWithBooths(request, eventName);
    const vendors = await request.get(
      `/api/admin/v1/vendors?q=${encodeURIComponent(vendor.email)}`,
    );
    const vendorId = ((await vendors.json()) as { payload: { vendors: { vendorId: number }[] } })
      .payload.vendors[0]!.vendorId;

    // Two orders at the office: one paid in full by cheque, one with a deposit by e-Transfer.
    type Created = { orderId: number; balanceCents: number };
    const paid = await adminApi<Created>(request, "POST", "/api/admin/v1/orders", {
      vendorId,
      eventId,
      boothNames: ["L-01"],
    });
    await adminApi(request, "POST", `/api/admin/v1/orders/${paid.orderId}/payments`, {
      amountCents: paid.balanceCents,
      method: "CHEQUE",
      reference: "CHQ-2031",
    });
    const deposit = await adminApi<Created>(request, "POST", "/api/admin/v1/orders", {
      vendorId,
      eventId,
      boothNames: ["L-02", "Corner, by the fountain"],
    });
    await adminApi(request, "POST", `/api/admin/v1/orders/${deposit.orderId}/payments`, {
      amountCents: 20000,
      method: "ETRANSFER",
      reference: "ET-2031",
    });

    // The organiser narrows the list to the event's deposits.
    await page.goto("/admin/orders");
    await expect(
      page.getByRole("heading", { level: 1, name: "Orders", exact: true }),
    ).toBeVisible();
    await page.getByLabel("Event", { exact: true }).selectOption({ label: eventName });
    await page
      .getByLabel("State", { exact: true })
      .selectOption({ label: "Deposit paid or paid in part, balance due" });
    await page.getByRole("button", { name: "Search" }).click();
    const rows = page.getByTestId("order-row");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`#${deposit.orderId}`);
    // each item on its own line, the comma of a booth's name kept
    await expect(rows.getByRole("listitem")).toHaveText(["L-02", "Corner, by the fountain"]);

    // Its download holds that order alone: a row per booth, the state in words.
    const file = await download(page, "Download orders (CSV)");
    expect(file.name).toMatch(
      /^orders-lakeside-market-[a-z0-9-]+-partially-paid-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(file.rows.map((r) => [r.Order, r.Item])).toEqual([
      [String(deposit.orderId), "L-02"],
      [String(deposit.orderId), "Corner, by the fountain"],
    ]);
    for (const row of file.rows) {
      expect(row.Status).toMatch(/^Deposit paid, \$[\d,]+\.\d{2} due$/);
      expect(row.Event).toBe(eventName);
      expect(row.Method).toBe("e-Transfer");
    }
    // the order's money once, on its first row
    expect(file.rows.map((r) => r.Paid)).toEqual(["200.00", ""]);

    // Paid instead: the other order alone.
    await page.getByLabel("State", { exact: true }).selectOption({ label: "Paid" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`#${paid.orderId}`);
    const paidFile = await download(page, "Download orders (CSV)");
    expect(paidFile.rows).toHaveLength(1);
    expect(paidFile.rows[0]).toMatchObject({
      Order: String(paid.orderId),
      Status: "Paid",
      Item: "L-01",
      Method: "Cheque",
      Reference: "CHQ-2031",
      Balance: "0.00",
    });
    await expect(page.getByRole("link", { name: "Download orders (XLSX)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download contact messages (CSV)" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Download newsletter subscribers (XLSX)" }),
    ).toBeVisible();
    await expectNoViolationsAtBothSizes(page);

    // The event's dashboard offers the event's downloads; its booths, one row each.
    await page.goto(`/admin/events/${eventId}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Event dashboard", exact: true }),
    ).toBeVisible();
    const downloads = page.getByRole("region", { name: "Downloads" });
    for (const what of ["vendors and booths", "orders"])
      for (const format of ["CSV", "XLSX"])
        await expect(
          downloads.getByRole("link", { name: `Download ${what} (${format})` }),
        ).toBeVisible();
    // a festival without seats has no door list
    await expect(downloads.getByRole("link", { name: /Download tickets/ })).toHaveCount(0);
    const booths = await download(page, "Download vendors and booths (CSV)");
    expect(booths.rows.map((r) => [r.Booth, r.Status])).toEqual([
      ["Corner, by the fountain", expect.stringMatching(/^Deposit paid, \$[\d,.]+ due$/)],
      ["L-01", "Paid"],
      ["L-02", expect.stringMatching(/^Deposit paid, \$[\d,.]+ due$/)],
    ]);
    await expectNoViolationsAtBothSizes(page);
  });
});
