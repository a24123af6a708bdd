import type { Page } from "@playwright/test";
import { acceptTerms, bookBooth, boothCard } from "./booths";
import { BOOTHS, expect, test } from "./fixtures";
import { newVendor, registerVendor, signIn, SUMMER, WINTER } from "./helpers";

/** 'Cart ( n )' in the header, opening the compact menu first on a phone. */
async function expectCartCount(page: Page, count: number) {
  const name = `Cart ( ${count} )`;
  const main = page.getByRole("navigation", { name: "Main" });
  if (await main.isVisible()) {
    await expect(main.getByRole("link", { name })).toBeVisible();
    return;
  }
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
}

test.describe("booth booking", () => {
  test("a logged-out visitor who books goes to /login and comes back", async ({ page }) => {
    const card = await boothCard(page, BOOTHS.loggedOut);
    await card.getByRole("button", { name: "Book this Booth" }).click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    await page.goto("/cart");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcart$/);
  });

  test(
    "cart rules: once per booth, no price does nothing, delete, clear, empty check out",
    { tag: "@phone" },
    async ({ vendorPage: page }) => {
      const { unpriced, cartTent, cartDrape } = BOOTHS;
      // a booth without a price: the click adds nothing and the vendor stays on the page
      const card = await boothCard(page, unpriced);
      await card.getByRole("button", { name: "Book this Booth" }).click();
      await expectCartCount(page, 0);
      await expect(page).toHaveURL(new RegExp(`/details/${SUMMER}$`));

      await bookBooth(page, cartTent);
      await bookBooth(page, cartTent);
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await bookBooth(page, cartDrape);
      await expect(page.getByTestId("cart-line")).toHaveCount(2);
      await expect(page.getByTestId("cart-line").filter({ hasText: unpriced.name })).toHaveCount(0);
      await expectCartCount(page, 2);
      await expect(page.getByTestId("total-Sub Total")).toHaveText("$800.00");
      await expect(page.getByTestId("total-Fees (3.5%)")).toHaveText("$28.00");
      await expect(page.getByTestId("total-HST 13%")).toHaveText("$107.64");
      await expect(page.getByTestId("total-Total Amount")).toHaveText("$935.64");
      await expect(page.getByLabel("Pay Amount")).toHaveValue("935.64");

      await page.getByRole("button", { name: `Delete Booth ${cartTent.name}` }).click();
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await expect(page.getByTestId("total-Sub Total")).toHaveText("$350.00");
      await page.reload();
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      // Clear asks first: keeping the cart changes nothing, confirming empties it
      await page.getByRole("button", { name: "Clear", exact: true }).click();
      await expect(page.getByRole("alertdialog")).toContainText("Clear the cart?");
      await expect(page.getByRole("button", { name: "Keep my cart" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await page.getByRole("button", { name: "Clear", exact: true }).click();
      await page.getByRole("button", { name: "Yes, clear the cart" }).click();
      await expect(page.getByTestId("cart-line")).toHaveCount(0);
      await expectCartCount(page, 0);
      await expect(page.getByRole("button", { name: "Check Out" })).toBeDisabled();
      await acceptTerms(page);
      await page.getByRole("button", { name: "Check Out" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Please add Booth to your cart !!" }),
      ).toBeVisible();
    },
  );

  test(
    "book, coupon, contract, checkout, Pay, success; the booth shows BOOKED with the vendor's LOB",
    { tag: "@phone" },
    async ({ vendorPage: page, vendor }) => {
      const booth = BOOTHS.paidInFull;
      await bookBooth(page, booth);
      await expect(page.getByTestId("cart-line")).toContainText(booth.name);
      await expect(page.getByRole("button", { name: "Check Out" })).toBeDisabled();

      await page.getByLabel("Coupon Code").fill("OLD2024");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByText("Invalid Coupon Code").first()).toBeVisible();
      await expect(page.getByTestId("total-Sub Total")).toHaveText("$450.00");
      await expect(page.getByLabel("Coupon Code")).toHaveAttribute("maxlength", "10");
      await page.getByLabel("Coupon Code").fill("festival10");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByTestId("total-Sub Total")).toHaveText("$405.00");
      await expect(page.getByTestId("total-Total Amount")).toHaveText("$473.67");

      // the contract dialog: 80% wide, not closed by an outside click
      await page
        .getByRole("checkbox", { name: "I have read and agree to the 2025 Vendor Contract" })
        .click();
      const dialog = page.getByRole("dialog", { name: "2025 Vendor Contract" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("$250");
      await expect(dialog).toContainText("Ontario");
      // the summer festival's own contract, not the winter festival's
      await expect(dialog).toContainText("8th Annual Arab Summer Festival 2025");
      await expect(dialog).toContainText("from July 4 to July 6, 2025");
      await expect(dialog).not.toContainText("January 31");
      await expect(dialog).toContainText("before the Festival closes on July 6, 2025.");
      await expect(dialog).not.toContainText("February 2, 2025");
      const box = await dialog.boundingBox();
      expect(box!.width / page.viewportSize()!.width).toBeCloseTo(0.8, 1);
      await page.mouse.click(5, 5);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "I agree to all terms and conditions" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("link", { name: "Read Term" })).toHaveAttribute(
        "href",
        `/contracts/${SUMMER}/2025-summer-v2.pdf`,
      );

      await page.getByRole("button", { name: "Check Out" }).click();
      await expect(page).toHaveURL(/\/pay\/cs_/);
      await expect(page.getByText("$473.67").first()).toBeVisible();
      await page.getByRole("button", { name: "Pay", exact: true }).click();

      await expect(page).toHaveURL(/\/success\?session_id=cs_/);
      const details = page.getByLabel("Payment details", { exact: true });
      await expect(details).toBeVisible();
      await expect(details.getByTestId("result-LOB")).toHaveText(vendor.lob);
      await expect(details.getByTestId("result-Booth Name")).toHaveText(booth.name);
      await expect(details.getByTestId("result-Booth Price")).toHaveText("$450.00");
      await expect(details.getByTestId("result-Fees")).toHaveText("$14.18");
      await expect(details.getByTestId("result-HST")).toHaveText("$54.49");
      await expect(details.getByTestId("result-Total Price")).toHaveText("$473.67");
      await expect(details.getByTestId("result-Paid Amount")).toHaveText("$473.67");
      await expect(details.getByTestId("result-Balance")).toHaveText("$0.00");
      await expect(details.getByTestId("result-Payment Status")).toHaveText("Paid");
      await expectCartCount(page, 0);

      const card = await boothCard(page, booth);
      await expect(card).toContainText("BOOKED");
      await expect(card).toContainText(vendor.lob);
      await page.goto("/profile");
      await expect(page.getByTestId("order").first()).toContainText("Paid");
    },
  );

  test("Cancel on the checkout page: the cancel page, and the booth AVAILABLE again", async ({
    vendorPage: page,
  }) => {
    const booth = BOOTHS.cancelled;
    await bookBooth(page, booth);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Check Out" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await expect(await boothCard(page, booth)).toContainText("HELD");

    // the hold shows in the cart and on the profile while the checkout is open
    await page.goto("/cart");
    const hold = page.getByTestId("hold-timer");
    await expect(hold).toContainText("The items of your open checkout are held for you until");
    await expect(hold).toContainText(/\d+ min \d{2} s left/);
    const payPage = await hold
      .getByRole("link", { name: "Return to payment" })
      .getAttribute("href");
    expect(payPage).toMatch(/\/pay\/cs_/);
    await page.goto("/profile");
    const order = page.getByTestId("order").first();
    await expect(order.getByTestId("order-status")).toHaveText("Awaiting payment");
    await expect(order.getByTestId("hold-timer")).toContainText("Its items are held for you until");

    // once the hold has lapsed, the cart says so (the browser's clock moved past it)
    await page.clock.install();
    await page.goto("/cart");
    await expect(page.getByTestId("hold-timer")).toContainText("are held for you until");
    await page.clock.fastForward("02:00:00");
    await expect(page.getByTestId("hold-timer")).toContainText(
      "The hold on the items of your open checkout ended at",
    );
    await expect(page.getByRole("link", { name: "Return to payment" })).toHaveCount(0);

    await page.goto(payPage!);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/cancel\?session_id=cs_/);
    await expect(page.getByText("Payment Cancelled !!")).toBeVisible();
    await expect(page.getByText("Order not completed !!")).toBeVisible();
    await expect(page.getByText("Payment is Cancelled")).toBeVisible();
    await expectCartCount(page, 0);
    const card = await boothCard(page, booth);
    await expect(card.getByRole("button", { name: "Book this Booth" })).toBeVisible();

    // "Try again" puts the cancelled booth back in the cart in one click
    await page.goBack();
    await expect(page).toHaveURL(/\/cancel\?session_id=cs_/);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("try-again-result")).toHaveText("1 item is back in your cart.");
    await expectCartCount(page, 1);
    await page.getByRole("link", { name: "Go to your cart" }).click();
    await expect(page.getByTestId("cart-line")).toContainText(`Market Tents, Booth ${booth.name}`);
  });

  test("a deposit now, the balance later from the profile", async ({ vendorPage: page }) => {
    await bookBooth(page, BOOTHS.deposit);
    // $350 with fees of 3.5% and HST of 13% on both
    await expect(page.getByTestId("total-Total Amount")).toHaveText("$409.34");
    await page.getByLabel("Pay Amount").fill("10");
    await expect(page.getByText(/Pay Amount must be between/)).toBeVisible();
    await page.getByLabel("Pay Amount").fill("150");
    await acceptTerms(page);
    await page.getByRole("button", { name: "Check Out" }).click();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByTestId("result-Payment Status")).toHaveText("Deposit paid, $259.34 due");
    await expect(page.getByTestId("result-Paid Amount")).toHaveText("$150.00");
    await expect(page.getByTestId("result-Balance")).toHaveText("$259.34");

    await page.goto("/profile");
    const order = page.getByTestId("order").first();
    await expect(order).toContainText("Deposit paid, $259.34 due");
    await order.getByRole("button", { name: "Pay balance" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByTestId("result-Payment Status")).toHaveText("Paid");
    await expect(page.getByTestId("result-Balance")).toHaveText("$0.00");
  });

  test("closing the contract with x or Escape leaves the box unticked; only agreeing ticks it", async ({
    vendorPage: page,
  }) => {
    await bookBooth(page, BOOTHS.contractClosed);
    const box = page.getByRole("checkbox", {
      name: "I have read and agree to the 2025 Vendor Contract",
    });
    const dialog = page.getByRole("dialog", { name: "2025 Vendor Contract" });
    await box.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(box).not.toBeChecked();
    await box.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(box).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Check Out" })).toBeDisabled();
    await acceptTerms(page);
    await expect(page.getByRole("button", { name: "Check Out" })).toBeEnabled();
  });

  test("booths of two festivals: each line names its festival, one festival is paid at a time under its own contract, the other waits", async ({
    vendorPage: page,
  }) => {
    const { summerOfTwo, winterOfTwo } = BOOTHS;
    await bookBooth(page, summerOfTwo);
    await bookBooth(page, winterOfTwo);
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(`Market Tents, Booth ${summerOfTwo.name}`);
    await expect(page.getByTestId("cart-event")).toHaveText("8th Annual Arab Summer Festival 2025");
    await expect(
      page.getByRole("heading", { name: "Arab Winter Festival 2025", exact: true }),
    ).toBeVisible();
    // only the summer booth is in this checkout's totals
    await expect(page.getByTestId("total-Sub Total")).toHaveText("$450.00");
    await expect(page.getByRole("link", { name: "Read Term" })).toHaveAttribute(
      "href",
      `/contracts/${SUMMER}/2025-summer-v2.pdf`,
    );
    await expect(page.getByTestId("contract-for")).toHaveText(
      "This contract is for the 8th Annual Arab Summer Festival 2025.",
    );
    await acceptTerms(page);
    await page.getByRole("button", { name: "Check Out" }).click();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByTestId("result-event")).toHaveText(
      "8th Annual Arab Summer Festival 2025",
    );
    await expect(page.getByRole("list", { name: "Items" })).toContainText(
      `Market Tents, Booth ${summerOfTwo.name}`,
    );
    await expectCartCount(page, 1);

    // the winter booth is still in the cart, under the winter festival's contract
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-event")).toHaveText("Arab Winter Festival 2025");
    await expect(page.getByRole("link", { name: "Read Term" })).toHaveAttribute(
      "href",
      `/contracts/${WINTER}/2025-v1.pdf`,
    );
    await page
      .getByRole("checkbox", { name: "I have read and agree to the 2025 Vendor Contract" })
      .click();
    const dialog = page.getByRole("dialog", { name: "2025 Vendor Contract" });
    await expect(dialog).toContainText("from January 31 to February 2, 2025");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("contract-for")).toHaveText(
      "This contract is for the Arab Winter Festival 2025.",
    );
    await page.goto("/ar/cart");
    await expect(page.getByTestId("contract-for")).toHaveText(
      "هذا العقد خاص بـمهرجان الشتاء العربي 2025.",
    );

    await page.goto("/profile");
    const order = page.getByTestId("order").first();
    await expect(order).toContainText("8th Annual Arab Summer Festival 2025");
    await expect(order).toContainText(`Market Tents, Booth ${summerOfTwo.name}`);
    await expect(order.getByTestId("order-status")).toHaveText("Paid");
    // orders come before the edit form
    const ordersAt = (await page.getByRole("heading", { name: "Your orders" }).boundingBox())!.y;
    const formAt = (await page.locator("form").first().boundingBox())!.y;
    expect(ordersAt).toBeLessThan(formAt);
  });

  test("the contract PDF is rendered from the event's stored text", async ({ request }) => {
    const response = await request.get(`/contracts/${SUMMER}/2025-summer-v1.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await request.get(`/contracts/${SUMMER}/2025-v1.pdf`)).status()).toBe(404);
  });

  test("a booth taken by someone else during checkout: its line is marked, Check Out waits until it is deleted, the other line stays", async ({
    vendorPage: page,
    browser,
  }) => {
    const { taken, stays } = BOOTHS;
    await bookBooth(page, taken);
    await bookBooth(page, stays);
    await acceptTerms(page);

    // another vendor checks the first booth out first
    const rival = await browser.newContext();
    const rivalVendor = newVendor();
    await registerVendor(rival.request, rivalVendor);
    await signIn(rival, rivalVendor);
    const other = await rival.newPage();
    await bookBooth(other, taken);
    await acceptTerms(other);
    await other.getByRole("button", { name: "Check Out" }).click();
    await expect(other).toHaveURL(/\/pay\/cs_/);
    await rival.close();

    await page.getByRole("button", { name: "Check Out" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: `no longer available: ${taken.name}` }),
    ).toBeVisible();
    const lines = page.getByTestId("cart-line");
    await expect(
      lines.filter({ hasText: taken.name }).getByTestId("line-unavailable"),
    ).toBeVisible();
    await expect(lines.filter({ hasText: stays.name }).getByTestId("line-unavailable")).toHaveCount(
      0,
    );
    await expect(page.getByRole("button", { name: "Check Out" })).toBeDisabled();
    await page.getByRole("button", { name: `Delete Booth ${taken.name}` }).click();
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText(stays.name);
    await expect(page.getByRole("button", { name: "Check Out" })).toBeEnabled();
  });
});

test.describe("the contract on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is a bottom sheet, 80% wide, whose agree button stays in view while the terms scroll", async ({
    vendorPage: page,
  }) => {
    await bookBooth(page, BOOTHS.phoneContract);
    await page
      .getByRole("checkbox", { name: "I have read and agree to the 2025 Vendor Contract" })
      .click();
    const dialog = page.getByRole("dialog", { name: "2025 Vendor Contract" });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width / 390).toBeCloseTo(0.8, 1);
    expect(Math.round(box.y + box.height)).toBe(844); // resting on the bottom edge
    const agree = dialog.getByRole("button", { name: "I agree to all terms and conditions" });
    await dialog.getByRole("region", { name: "Contract terms" }).evaluate((el) => {
      el.scrollTop = el.scrollHeight / 2;
    });
    const button = (await agree.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(844);
    expect(button.y).toBeGreaterThan(0);
    await agree.click();
    await expect(
      page.getByRole("checkbox", { name: "I have read and agree to the 2025 Vendor Contract" }),
    ).toBeChecked();
  });
});
