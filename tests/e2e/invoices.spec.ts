import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { acceptTerms, bookBooth } from "./booths";
import { BOOTHS, expect, ORGANISER, test } from "./fixtures";
import { signIn } from "./helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The page passes axe on a phone and on a desktop, left at the desktop's size. */
async function expectNoViolationsAtBothSizes(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoViolations(page);
  }
}

test.describe("invoices", () => {
  test("a vendor who paid finds the invoice on the profile, and its link answers the PDF", async ({
    browser,
    vendorPage: page,
  }) => {
    test.setTimeout(90_000);
    await bookBooth(page, BOOTHS.invoiced);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Check Out" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/success\?session_id=cs_/);

    await page.goto("/profile");
    const order = page.getByTestId("order").filter({ hasText: BOOTHS.invoiced.name });
    await expect(order).toHaveCount(1);
    const link = order.getByRole("link", { name: /^Invoice INV-\d{6} \(PDF\)$/ });
    await expect(link).toBeVisible();
    const number = /INV-\d{6}/.exec((await link.textContent()) ?? "")![0];
    const href = await link.getAttribute("href");
    expect(href).toBe(`/api/v1/invoices/${number}`);
    await expectNoViolationsAtBothSizes(page);

    // the link answers the PDF to its owner
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // the console's order page links the same invoice; its site settings take the particulars
    const office = await browser.newContext();
    await signIn(office, ORGANISER);
    const admin = await office.newPage();
    const orderTitle = (await order.getByText(/^Order \d+/).textContent()) ?? "";
    const orderId = /Order (\d+)/.exec(orderTitle)![1];
    await admin.goto(`/admin/orders/${orderId}`);
    await expect(admin.getByRole("link", { name: `Invoice ${number} (PDF)` })).toHaveAttribute(
      "href",
      href!,
    );
    expect((await admin.request.get(href!)).status()).toBe(200);
    await admin.goto("/admin/settings");
    const form = admin.getByRole("form", { name: "Site facts" });
    await expect(form.getByLabel("HST registration number")).toHaveValue("123456789 RT0001");
    await expect(form.getByLabel("Foundation's legal name")).toHaveValue(/\(demo\)$/);
    await expectNoViolationsAtBothSizes(admin);
    await office.close();

    // the receipt e-mail's address: a signed-out reader logs in first, then the PDF downloads
    const reader = await browser.newContext();
    const mail = await reader.newPage();
    await mail.goto(`/invoices/${number}`);
    await expect(mail).toHaveURL(`/login?callbackUrl=${encodeURIComponent(`/invoices/${number}`)}`);
    const loginForm = mail.getByRole("form", { name: "Login" });
    await loginForm.getByLabel("Email").fill(ORGANISER.email);
    await loginForm.getByLabel("Password").fill(ORGANISER.password);
    const download = mail.waitForEvent("download");
    await loginForm.getByRole("button", { name: "Login" }).click();
    expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
    await reader.close();
  });
});
