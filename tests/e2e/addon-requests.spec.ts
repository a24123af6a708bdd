import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminApi, signIn, unique } from "./helpers";

// Add-ons after checkout: a vendor with a booked booth adds two extra tables from the profile
// (charged at once, the new balance said and payable) and asks for an outlet that needs approval;
// the organiser finds the request in the console's queue (linked from the console's links) and
// approves it; the profile shows both charged. axe on the profile (English on a desktop, Arabic on
// a phone) and on the queue. The festival is a draft made here, still to come, so no public list
// changes.

const PHONE = { width: 390, height: 844 };

test.describe("add-ons after checkout", () => {
  test("a vendor adds tables and asks for an outlet; the organiser approves it from the queue", async ({
    organiserPage: admin,
    vendor,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Harbourfront Night Market ${unique()}`;
    const { eventId } = await adminApi<{ eventId: number }>(
      admin.request,
      "POST",
      "/api/admin/v1/events",
      {
        eventName: name,
        eventDescription: "Crafts by the water.",
        eventLocation: "Harbourfront",
        eventDate: "2099-06-05T17:00",
        eventEndDate: "2099-06-06T23:00",
        eventDateText: "June 5 - 6, 2099",
        eventAddress: "235 Queens Quay W, Toronto",
        eventDetails: "Free admission.",
        eventStatus: "DRAFT",
        bookingOpen: false,
        contractText: "1. Terms\n\nThe vendor follows the market's rules.",
      },
    );
    const { sectionId } = await adminApi<{ sectionId: number }>(
      admin.request,
      "POST",
      `/api/admin/v1/events/${eventId}/sections`,
      { sectionName: "Craft Tables", inclusions: "6 ft table" },
    );
    await adminApi(admin.request, "POST", `/api/admin/v1/sections/${sectionId}/booths`, {
      boothName: "H-01",
      boothPriceCents: 20000,
    });
    for (const addon of [
      {
        name: "Extra 8' table",
        nameAr: "طاولة إضافية بطول 8 أقدام",
        priceCents: 2500,
        maxPerBooth: 2,
      },
      { name: "Electricity 15 A outlet", priceCents: 7500, needsApproval: true },
    ])
      await adminApi(admin.request, "POST", `/api/admin/v1/events/${eventId}/addons`, {
        appliesTo: "ALL",
        ...addon,
      });
    // The office books H-01 for the vendor, paid in full by cheque ($233.91).
    const found = (await (
      await admin.request.get(`/api/admin/v1/vendors?q=${encodeURIComponent(vendor.email)}`)
    ).json()) as { payload: { vendors: { vendorId: number }[] } };
    const order = await adminApi<{ orderId: number; totalCents: number }>(
      admin.request,
      "POST",
      "/api/admin/v1/orders",
      { vendorId: found.payload.vendors[0]!.vendorId, eventId, boothNames: ["H-01"] },
    );
    expect(order.totalCents).toBe(23391);
    await adminApi(admin.request, "POST", `/api/admin/v1/orders/${order.orderId}/payments`, {
      amountCents: order.totalCents,
      method: "CHEQUE",
      reference: "Cheque 311",
    });

    // The vendor's profile: the booth's add-ons, none yet, and the form.
    const context = await browser.newContext();
    await signIn(context, vendor);
    const page = await context.newPage();
    await page.goto("/profile");
    const booth = page.getByRole("region", { name: "Add-ons for booth H-01" });
    await expect(booth.getByText("No add-ons for this booth yet.")).toBeVisible();
    const form = booth.getByRole("form", { name: /Add an add-on/ });
    await form.getByLabel("Add-on").selectOption({ label: "Extra 8' table ($25.00 each)" });
    await form.getByLabel("How many").fill("2");
    await form.getByRole("button", { name: /Add/ }).click();
    // $200 + $50 is priced again whole: $292.39 in all, $58.48 more than was paid
    await expect(
      booth.getByText("Added. Your order now owes $58.48: you can pay it with Pay balance."),
    ).toBeVisible();
    await expect(booth.getByText("Extra 8' table × 2: $50.00 before fees and HST")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay balance" })).toBeVisible();

    // The outlet needs the organisers' approval: asked for, nothing charged.
    await form.getByLabel("Add-on").selectOption({
      label: "Electricity 15 A outlet ($75.00 each, needs the organisers' approval)",
    });
    await form.getByRole("button", { name: /Add/ }).click();
    await expect(booth.getByText(/^Asked for\./)).toBeVisible();
    await expect(
      booth.getByText("Electricity 15 A outlet × 1: waiting for the organisers' approval"),
    ).toBeVisible();
    await expectNoViolations(page, { settle: true });

    // The console's queue, from its links: approve and charge.
    await admin.goto("/admin");
    await admin
      .getByRole("navigation", { name: "Organiser console" })
      .getByRole("link", {
        name: "Add-on requests",
      })
      .click();
    await expect(
      admin.getByRole("heading", { level: 1, name: "Add-on requests", exact: true }),
    ).toBeVisible();
    const request = admin
      .getByTestId("addon-request")
      .filter({ hasText: vendor.legalName })
      .filter({ hasText: name });
    await expect(request).toContainText("Electricity 15 A outlet");
    await expect(request).toContainText("H-01");
    await expect(request).toContainText("$75.00, before fees and HST");
    await expectNoViolations(admin);
    await request.getByRole("button", { name: /^Approve and charge/ }).click();
    // $325 in all: $380.11, $146.20 more than was paid
    await expect(
      admin.getByRole("status").filter({ hasText: "The order now owes $146.20" }),
    ).toBeVisible();

    // The profile shows both charged; in Arabic on a phone too.
    await page.reload();
    // the charge added after the payment says what it is and when it was approved
    await expect(
      booth.getByText(
        /^Added after your payment: Electricity 15 A outlet × 1, \$75\.00 before fees and HST, approved on /,
      ),
    ).toBeVisible();
    await page.setViewportSize(PHONE);
    await page.goto("/ar/profile");
    const arabic = page.getByRole("region", { name: "إضافات الجناح H-01" });
    await expect(arabic.getByText("طاولة إضافية بطول 8 أقدام × 2", { exact: false })).toBeVisible();
    await expectNoViolations(page, { settle: true, language: "ar" });
    await context.close();
  });
});
