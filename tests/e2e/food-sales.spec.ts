import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminApi, signIn, unique } from "./helpers";

// Sales for the accountant in the browser: a food vendor whose event is over sends their gross
// sales per festival day from the profile, in Arabic on a phone (a refused amount first, on its
// field), and the organiser reads them on the event's sales page with the accountant's
// downloads. axe on both pages. The event is made here, over already.

test.describe("food vendors' sales", () => {
  test("a food vendor sends their daily sales in Arabic and the console lists them", async ({
    organiserPage: admin,
    vendor,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Harbourfront Food Fair ${unique()}`;
    const { eventId } = await adminApi<{ eventId: number }>(
      admin.request,
      "POST",
      "/api/admin/v1/events",
      {
        eventName: name,
        eventDescription: "Food by the harbour.",
        eventLocation: "Harbourfront",
        eventDate: "2026-02-14T10:00",
        eventEndDate: "2026-02-15T18:00",
        eventDateText: "February 14 - 15, 2026",
        eventAddress: "1 Harbour Sq, Toronto",
        eventDetails: "Free admission.",
        eventStatus: "ACTIVE",
        bookingOpen: false,
        boothSalesEnd: "2099-12-31T23:00",
        contractText: "1. Terms\n\nThe vendor follows the fair's rules.",
      },
    );
    const { sectionId } = await adminApi<{ sectionId: number }>(
      admin.request,
      "POST",
      `/api/admin/v1/events/${eventId}/sections`,
      { sectionName: "Food Trucks", inclusions: "Power", isFood: true },
    );
    await adminApi(admin.request, "POST", `/api/admin/v1/sections/${sectionId}/booths`, {
      boothName: "H-01",
      boothPriceCents: 40000,
    });
    const found = (await (
      await admin.request.get(`/api/admin/v1/vendors?q=${encodeURIComponent(vendor.email)}`)
    ).json()) as { payload: { vendors: { vendorId: number }[] } };
    const order = await adminApi<{ orderId: number; totalCents: number }>(
      admin.request,
      "POST",
      "/api/admin/v1/orders",
      { vendorId: found.payload.vendors[0]!.vendorId, eventId, boothNames: ["H-01"] },
    );
    await adminApi(admin.request, "POST", `/api/admin/v1/orders/${order.orderId}/payments`, {
      amountCents: order.totalCents,
      method: "CHEQUE",
      reference: "Cheque 311",
    });

    // The vendor, in Arabic on a phone: one field per festival day.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signIn(context, vendor);
    const page = await context.newPage();
    await page.goto("/ar/profile");
    const form = page.getByTestId("sales-form");
    await expect(form.getByRole("heading", { name: `مبيعاتك في ${name}` })).toBeVisible();
    await expect(form.getByText("لم تُرسل بعد.")).toBeVisible();
    const fields = form.getByLabel(/^إجمالي المبيعات يوم/);
    await expect(fields).toHaveCount(2);
    await fields.nth(0).fill("-5");
    await fields.nth(1).fill("980");
    await form.getByRole("button", { name: "أرسل المبيعات" }).click();
    await expect(form.getByText(/أدخل إجمالي مبيعات اليوم بالدولار/)).toBeVisible();
    await expect(fields.nth(0)).toHaveAttribute("aria-invalid", "true");
    await fields.nth(0).fill("1,250.50");
    await form.getByRole("button", { name: "أرسل المبيعات" }).click();
    await expect(form.getByText(/^أُرسلت في/)).toBeVisible();
    await expect(form.getByRole("button", { name: "حدّث المبيعات" })).toBeVisible();
    await expectNoViolations(page, { language: "ar" });
    // read back after a reload
    await page.reload();
    await expect(
      page
        .getByTestId("sales-form")
        .getByLabel(/^إجمالي المبيعات يوم/)
        .nth(0),
    ).toHaveValue("1250.50");
    await context.close();

    // The console: the dashboard links the sales page, which lists the vendor as sent.
    await admin.goto(`/admin/events/${eventId}`);
    await admin.getByRole("link", { name: "Food vendors' sales", exact: true }).click();
    await expect(
      admin.getByRole("heading", { level: 1, name: "Food vendors' sales", exact: true }),
    ).toBeVisible();
    const row = admin.getByTestId("sales-row").filter({ hasText: vendor.legalName });
    await expect(row).toContainText("$1,250.50");
    await expect(row).toContainText("$2,230.50");
    await expect(row).toContainText("Sent");
    await expect(admin.getByRole("link", { name: "Download sales (XLSX)" })).toHaveAttribute(
      "href",
      `/api/admin/v1/exports/sales.xlsx?eventId=${eventId}`,
    );
    await expectNoViolations(admin);
    const file = await admin.request.get(`/api/admin/v1/exports/sales.csv?eventId=${eventId}`);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain("1250.50");

    await adminApi(admin.request, "PUT", `/api/admin/v1/events/${eventId}`, {
      eventStatus: "PAST",
    });
  });
});
