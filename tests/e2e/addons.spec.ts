import { expectNoViolations } from "./axe";
import { acceptTerms, bookBooth } from "./booths";
import { BOOTHS, expect, test } from "./fixtures";

// A food vendor's cart with the contract's add-ons: the garbage fee added to the food booth (and
// removed by "I take my own garbage"), a 20 A outlet and two extra tables chosen under the booth,
// the totals with them priced as the server prices them, and the damage deposit said to be owed
// with the balance, not today; the choices survive a reload; in Arabic on a phone too; then the
// checkout charges exactly the cart's total and the success page lists each add-on under its
// booth. Pictures of the cart for docs/.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.describe("add-ons in the cart", () => {
  test("a food booth with the garbage fee, an outlet and tables, the deposit owed later, paid as shown", async ({
    vendorPage: page,
  }) => {
    test.setTimeout(120_000);
    const booth = BOOTHS.addonsFood;
    await page.setViewportSize(DESKTOP);
    await bookBooth(page, booth);
    const line = page.getByTestId("cart-line").filter({ hasText: booth.name });
    const addons = line.getByTestId("booth-addons");
    await expect(addons.getByTestId("addon-default")).toContainText("Garbage fee (weekend)");
    await expect(addons.getByTestId("addon-default")).toContainText("added");
    // electricity for food booths needs no approval; market vendors' outlets are not offered here
    await expect(addons.getByLabel(/Electricity 15 A outlet/)).toHaveCount(1);
    await expect(addons.getByText(/approval/)).toHaveCount(0);
    await addons.getByLabel(/Electricity 20 A outlet/).check();
    await addons.getByLabel(/Extra 8' table/).selectOption("2");
    await expect(page.getByTestId("total-Garbage fee (weekend) (F-06)")).toHaveText("$250.00");
    await expect(page.getByTestId("total-Extra 8' table × 2 (F-06)")).toHaveText("$50.00");
    await expect(page.getByTestId("total-Sub Total")).toHaveText("$1,620.00");
    await expect(page.getByTestId("total-Fees (3.5%)")).toHaveText("$56.70");
    await expect(page.getByTestId("total-HST 13%")).toHaveText("$217.97");
    await expect(page.getByTestId("total-Total Amount")).toHaveText("$1,894.67");
    const deposit = page.getByTestId("cart-deposit");
    await expect(deposit).toContainText("Damage deposit (refundable)");
    await expect(deposit).toContainText("$500.00");
    await expect(deposit).toContainText("not charged today");

    // Taking one's own garbage removes the fee; the choices survive a reload.
    await page.getByTestId("own-garbage").getByRole("checkbox").check();
    await expect(addons.getByTestId("addon-default")).toContainText("you take your own garbage");
    await expect(page.getByTestId("total-Total Amount")).toHaveText("$1,602.28");
    await page.reload();
    await expect(page.getByTestId("own-garbage").getByRole("checkbox")).toBeChecked();
    await expect(addons.getByLabel(/Extra 8' table/)).toHaveValue("2");
    await page.getByTestId("own-garbage").getByRole("checkbox").uncheck();
    await expect(page.getByTestId("total-Total Amount")).toHaveText("$1,894.67");
    await expectNoViolations(page, { language: "en", settle: true });
    await page.screenshot({ path: "docs/screenshots/cart-addons.png", fullPage: true });

    // The same cart in Arabic on a phone.
    await page.setViewportSize(PHONE);
    await page.goto("/ar/cart");
    await expect(page.getByTestId("cart-deposit")).toContainText("تأمين الأضرار");
    // the summary names the booth first, with its price, and its add-ons under it
    const summaryBooth = page.getByLabel("المجاميع", { exact: true }).getByRole("term").first();
    await expect(summaryBooth).toContainText("الجناح");
    await expect(summaryBooth).toContainText(booth.name);
    await expect(
      page.getByLabel("المجاميع", { exact: true }).getByRole("term").nth(1),
    ).toContainText(booth.name);
    await expect(page.getByTestId("booth-addons")).toContainText("رسوم النفايات");
    await expectNoViolations(page, { language: "ar", settle: true });
    // The offer of the English page, declined, so the picture shows the cart alone.
    await page
      .getByRole("complementary", { name: "This page is available in English." })
      .getByRole("button", { name: "No, thanks" })
      .click();
    await page.screenshot({
      path: "docs/screenshots/cart-addons-arabic-phone.png",
      fullPage: true,
    });

    // Checked out and paid: exactly the cart's total, the add-ons listed under the booth.
    await page.setViewportSize(DESKTOP);
    await page.goto("/cart");
    await acceptTerms(page);
    await page.getByRole("button", { name: "Check Out" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await expect(page.getByText("$1,894.67").first()).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/success\?session_id=cs_/);
    await expect(
      page.getByText(`Electricity 20 A outlet — ${booth.name}`, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText(`Extra 8' table × 2 — ${booth.name}`, { exact: true }),
    ).toBeVisible();
  });
});
