import { acceptTerms, bookBooth, boothCard } from "./booths";
import { BOOTHS, expect, ORGANISER, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { newVendor, registerVendor, signIn } from "./helpers";

/** The seed's summer festival, as the console lists it. */
const SUMMER_NAME = "8th Annual Arab Summer Festival 2025";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The page passes axe on a phone and on a desktop, left at the desktop's size. */
async function expectNoViolationsAtBothSizes(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoViolations(page);
  }
}

/** Counts the POST requests whose address ends as `path` ends. */
function countPosts(page: Page, path: RegExp) {
  const seen = { count: 0 };
  page.on("request", (r) => {
    if (r.method() === "POST" && path.test(new URL(r.url()).pathname)) seen.count += 1;
  });
  return seen;
}

test.describe("organiser console: orders", () => {
  test("an organiser refunds a paid booth, which a second vendor then books", async ({
    browser,
    vendor,
    vendorPage: page,
  }) => {
    // a vendor's checkout, a refund with its confirmation, the console's pages under axe, an
    // office booking and its cancellation, and a second vendor's checkout
    test.setTimeout(180_000);
    const booth = BOOTHS.refunded;

    // The first vendor books the booth and pays in full.
    await bookBooth(page, booth);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Check Out" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
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
    await expect(
      admin.getByRole("heading", { level: 1, name: "Order", exact: true }),
    ).toBeVisible();

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

    // Refunding asks first, with the amount and what is given back; going back sends nothing
    // and leaves the form as it was filled in.
    const refunds = countPosts(admin, /\/refunds?$/);
    await refund.getByRole("button", { name: "Refund" }).click();
    const confirmRefund = admin.getByRole("region", { name: "Confirm the refund" });
    await expect(confirmRefund).toBeFocused();
    await expect(confirmRefund).toContainText(`Refund ${total} to the vendor.`);
    await expect(confirmRefund).toContainText(`Given back, on sale again at once: ${booth.name}`);
    await expectNoViolationsAtBothSizes(admin);
    await confirmRefund.getByRole("button", { name: "Go back" }).click();
    await expect(confirmRefund).toHaveCount(0);
    await expect(refund.getByRole("button", { name: "Refund" })).toBeFocused();
    await expect(refund.getByLabel("Reason")).toHaveValue("The vendor cannot come this year");
    await expect(refund.getByRole("checkbox", { name: new RegExp(booth.name) })).toBeChecked();
    await expect(admin.getByTestId("order-state")).toHaveText("Paid");
    // Escape goes back too.
    await refund.getByRole("button", { name: "Refund" }).click();
    await expect(confirmRefund).toBeFocused();
    await admin.keyboard.press("Escape");
    await expect(confirmRefund).toHaveCount(0);
    await expect(refund.getByRole("button", { name: "Refund" })).toBeFocused();
    expect(refunds.count).toBe(0);

    await refund.getByRole("button", { name: "Refund" }).click();
    await confirmRefund.getByRole("button", { name: "Confirm refund" }).click();
    // the order's money status (the deposit panel has its own)
    await expect(admin.getByTestId("editor-status").filter({ hasText: "Refunded" })).toHaveText(
      `Refunded ${total}; ${booth.name} is on sale again.`,
    );
    await expect(admin.getByTestId("order-state")).toHaveText("Refunded");
    await expect(admin.getByTestId("refund-row")).toContainText("SUCCEEDED");
    expect(refunds.count).toBe(1);

    // The console's money and people pages pass axe: this order, the lists, the vendor's page,
    // the failed e-mails and an event's dashboard with its figures for the books.
    await expectNoViolations(admin);
    for (const path of ["/admin/orders", "/admin/vendors", "/admin/outbox"]) {
      await admin.goto(path);
      await expectNoViolations(admin);
    }
    await admin.goto(`/admin/vendors?q=${encodeURIComponent(vendor.email)}`);
    await admin.getByRole("table").getByRole("link").first().click();
    await expect(
      admin.getByRole("heading", { level: 1, name: "Vendor", exact: true }),
    ).toBeVisible();
    await expectNoViolations(admin);

    // The office books another booth for the same vendor, who will pay there.
    const officeOrder = admin.getByRole("form", { name: "Book booths for this vendor" });
    await officeOrder.getByLabel("Event").selectOption({ label: SUMMER_NAME });
    await officeOrder.getByLabel("Booths").fill(BOOTHS.officeOrder.name);
    await officeOrder.getByRole("button", { name: "Book booths" }).click();
    await expect(admin.getByText(/Booked: order #\d+, which owes \$/)).toBeVisible();
    await expect(await boothCard(page, BOOTHS.officeOrder)).toContainText("BOOKED");

    // Cancelling that order asks first, saying that no money moves; going back cancels nothing.
    await admin.getByRole("link", { name: /^order #\d+$/ }).click();
    await expect(
      admin.getByRole("heading", { level: 1, name: "Order", exact: true }),
    ).toBeVisible();
    const cancels = countPosts(admin, /\/cancel$/);
    const cancel = admin.getByRole("form", { name: "Cancel the order" });
    await cancel.getByLabel("Reason").fill("Booked in error");
    await cancel.getByRole("button", { name: "Cancel order" }).click();
    const confirmCancel = admin.getByRole("region", { name: "Confirm the cancellation" });
    await expect(confirmCancel).toBeFocused();
    await expect(confirmCancel).toContainText(/Order #\d+ is cancelled, and its booths and seats/);
    await expect(confirmCancel).toContainText("Nothing was paid: no money moves.");
    await expectNoViolationsAtBothSizes(admin);
    await confirmCancel.getByRole("button", { name: "Go back" }).click();
    await expect(cancel.getByRole("button", { name: "Cancel order" })).toBeFocused();
    await expect(cancel.getByLabel("Reason")).toHaveValue("Booked in error");
    expect(cancels.count).toBe(0);
    await cancel.getByRole("button", { name: "Cancel order" }).click();
    await confirmCancel.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(
      admin.getByText("Order cancelled; its booths and seats are on sale again."),
    ).toBeVisible();
    expect(cancels.count).toBe(1);
    await expect(await boothCard(page, BOOTHS.officeOrder)).not.toContainText("BOOKED");
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

  test("an announcement shows each language's e-mail and how many vendors get it, and goes only once confirmed", async ({
    browser,
    vendorPage: page,
  }) => {
    test.setTimeout(90_000);

    // A vendor books a booth of the summer festival and pays: one of those who booked it.
    await bookBooth(page, BOOTHS.announced);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Check Out" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/success\?session_id=cs_/);

    const office = await browser.newContext();
    await signIn(office, ORGANISER);
    const admin = await office.newPage();
    await admin.goto("/admin/events");
    await admin.getByRole("link", { name: SUMMER_NAME }).first().click();
    const form = admin.getByRole("form", { name: "E-mail the vendors" });
    await form.getByLabel("Subject").fill("Load-in on Saturday");
    await form.getByLabel("Message").fill("The east gate opens at 6:30.\n\nBring your permit.");
    const sends = countPosts(admin, /\/announcements$/);
    const previews = countPosts(admin, /\/announcements\/preview$/);

    // The preview says how many will get it, by language, and shows the e-mail in English.
    await form.getByRole("button", { name: "Preview e-mail" }).click();
    const check = admin.getByRole("region", { name: "Check the e-mail before sending" });
    await expect(check).toBeFocused();
    await expect(check.getByTestId("announcement-count")).toHaveText(
      /^\d+ vendors? will get it: \d+ in English, \d+ in Arabic\.$/,
    );
    const [, total, en, ar] = (await check.getByTestId("announcement-count").textContent())!.match(
      /^(\d+) vendors? will get it: (\d+) in English, (\d+) in Arabic/,
    )!;
    expect(Number(total)).toBeGreaterThanOrEqual(1);
    expect(Number(en) + Number(ar)).toBe(Number(total));
    const english = check.getByRole("article", { name: "In English" });
    await expect(english).toContainText("Subject: Load-in on Saturday");
    await expect(english).toContainText(`A message from the festival office about`);
    await expect(english).toContainText("The east gate opens at 6:30.");
    await expect(english).toContainText("Bring your permit.");
    await expect(check.getByRole("article", { name: "In Arabic" })).toHaveCount(
      Number(ar) > 0 ? 1 : 0,
    );
    const sendButton = check.getByRole("button", { name: /^Send to \d+ vendors?$/ });
    await expect(sendButton).toHaveText(`Send to ${total} vendor${total === "1" ? "" : "s"}`);
    await expectNoViolationsAtBothSizes(admin);

    // Going back sends nothing and keeps the message.
    await check.getByRole("button", { name: "Go back" }).click();
    await expect(check).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Preview e-mail" })).toBeFocused();
    await expect(form.getByLabel("Subject")).toHaveValue("Load-in on Saturday");
    expect(previews.count).toBe(1);
    expect(sends.count).toBe(0);

    // Confirming sends it.
    await form.getByRole("button", { name: "Preview e-mail" }).click();
    await check.getByRole("button", { name: /^Send to \d+ vendors?$/ }).click();
    await expect(
      admin.getByRole("region", { name: "E-mail the vendors" }).getByTestId("editor-status"),
    ).toHaveText(/^Sent to \d+ vendors?\.$/);
    await expect(check).toHaveCount(0);
    expect(sends.count).toBe(1);
    await office.close();
  });
});
