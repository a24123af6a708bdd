import { acceptTerms, bookBooth, boothCard } from "./booths";
import { BOOTHS, expect, ORGANISER, test } from "./fixtures";
import { expectNoViolations } from "./axe";
import { newVendor, registerVendor, signIn } from "./helpers";

/** The seed's summer festival, as the console lists it. */
const SUMMER_NAME = "8th Annual Arab Summer Festival 2025";

test.describe("organiser console: orders", () => {
  test("an organiser refunds a paid booth, which a second vendor then books", async ({
    browser,
    vendor,
    vendorPage: page,
  }) => {
    test.setTimeout(90_000);
    const booth = BOOTHS.refunded;

    // The first vendor books the booth and pays in full.
    await bookBooth(page, booth);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Check Out" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/success\?session_id=cs_/);
    const total = await page
      .getByLabel("Payment details", { exact: true })
      .getByTestId("result-Total Price")
      .textContent();
    await expect(await boothCard(page, booth)).toContainText("BOOKED");

    // The organiser finds the order by the vendor's e-mail and refunds it, giving the booth back.
    const office = await browser.newContext();
    await signIn(office, ORGANISER);
    const admin = await office.newPage();
    await admin.goto("/admin/orders");
    await admin.getByLabel("Search orders").fill(vendor.email);
    await admin.getByRole("button", { name: "Search" }).click();
    const row = admin.getByTestId("order-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(booth.name);
    await row.getByRole("link").click();
    await expect(admin.getByRole("heading", { level: 1, name: "Order" })).toBeVisible();

    // Ticking the booth proposes its share of the order: here all of it, as it is the only booth.
    const refund = admin.getByRole("form", { name: "Refund" });
    await refund.getByRole("checkbox", { name: new RegExp(booth.name) }).check();
    await expect(refund.getByLabel("Amount to refund (CAD)")).toHaveValue(
      total!.replace(/[$,]/g, ""),
    );
    await expect(refund).toContainText(
      `lowers the order's total to $0.00: refund at least ${total}`,
    );
    await refund.getByLabel("Reason").fill("The vendor cannot come this year");
    await refund.getByRole("button", { name: "Refund" }).click();
    await expect(admin.getByTestId("editor-status")).toHaveText(
      `Refunded ${total}; ${booth.name} is on sale again.`,
    );
    await expect(admin.getByTestId("order-state")).toHaveText("Refunded");
    await expect(admin.getByTestId("refund-row")).toContainText("SUCCEEDED");

    // The console's money and people pages pass axe: this order, the lists, the vendor's page,
    // the failed e-mails and an event's dashboard with its figures for the books.
    await expectNoViolations(admin);
    for (const path of ["/admin/orders", "/admin/vendors", "/admin/outbox"]) {
      await admin.goto(path);
      await expectNoViolations(admin);
    }
    await admin.goto(`/admin/vendors?q=${encodeURIComponent(vendor.email)}`);
    await admin.getByRole("table").getByRole("link").first().click();
    await expect(admin.getByRole("heading", { level: 1, name: "Vendor" })).toBeVisible();
    await expectNoViolations(admin);

    // The office books another booth for the same vendor, who will pay there.
    const officeOrder = admin.getByRole("form", { name: "Book booths for this vendor" });
    await officeOrder.getByLabel("Event").selectOption({ label: SUMMER_NAME });
    await officeOrder.getByLabel("Booths").fill(BOOTHS.officeOrder.name);
    await officeOrder.getByRole("button", { name: "Book booths" }).click();
    await expect(admin.getByText(/Booked: order #\d+, which owes \$/)).toBeVisible();
    await expect(await boothCard(page, BOOTHS.officeOrder)).toContainText("BOOKED");
    await admin.goto("/admin/events");
    await admin.getByRole("rowheader").getByRole("link").first().click();
    await expect(admin.getByRole("heading", { name: "For the books" })).toBeVisible();
    await expect(admin.getByRole("form", { name: "E-mail the vendors" })).toBeVisible();
    await expectNoViolations(admin);
    await office.close();

    // A second vendor sees the booth free and books it.
    const second = newVendor();
    const other = await browser.newContext();
    await registerVendor(other.request, second);
    await signIn(other, second);
    const secondPage = await other.newPage();
    const card = await boothCard(secondPage, booth);
    await expect(card).not.toContainText("BOOKED");
    await bookBooth(secondPage, booth);
    await expect(secondPage.getByTestId("cart-line")).toContainText(booth.name);
    await other.close();
  });
});
