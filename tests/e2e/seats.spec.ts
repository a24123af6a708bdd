import type { Page } from "@playwright/test";
import { expect, SEATS, test, type Seat } from "./fixtures";
import { login } from "./helpers";

const seat = (page: Page, { row, column }: Seat) =>
  page
    .getByRole("grid", { name: "Seats" })
    .getByRole("button", { name: new RegExp(`^Row ${row}, Seat ${column},`) });
const at = (row: number, column: number): Seat => ({ row, column });

test.describe("stage seating", () => {
  test("Purchase: nothing selected alerts; logged out goes to login and back with the selection kept", async ({
    page,
    vendor,
  }) => {
    const [kept] = SEATS.keptAcrossLogin;
    await page.goto("/stage");
    await page.getByRole("button", { name: "Purchase" }).click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fstage$/);
    await page.goto("/stage");
    await seat(page, kept).click();
    await expect(seat(page, kept)).toHaveAttribute("aria-pressed", "true");
    await expect(seat(page, kept)).toHaveAccessibleName("Row 5, Seat 4, $50.00, Selected");
    await page.getByRole("button", { name: "Purchase" }).click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fstage$/);
    await login(page, vendor, { expectUrl: /\/stage$/ });
    await expect(seat(page, kept)).toHaveAttribute("aria-pressed", "true");
    await seat(page, kept).click();
    await page.getByRole("button", { name: "Purchase" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please select you seats first !!" }),
    ).toBeVisible();
  });

  test("keyboard only: arrows move between seats, Space and Enter toggle", async ({ page }) => {
    const [first, second] = SEATS.keyboard;
    await page.goto("/stage");
    // the seats can be chosen once their statuses have come ("Checking" until then)
    await expect(seat(page, first)).toHaveAccessibleName(/, Available$/);
    await seat(page, at(1, 1)).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await expect(seat(page, first)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(seat(page, first)).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Enter");
    await expect(seat(page, first)).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await expect(seat(page, second)).toHaveAccessibleName("Row 2, Seat 2, $100.00, Selected");
    // one tab stop for the whole grid: the next Tab leaves it for Purchase
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Purchase" })).toBeFocused();
  });

  test("on a phone every seat is a 44 px touch target; the grid scrolls in its own box", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/stage");
    const seats = page.getByRole("grid", { name: "Seats" }).getByRole("button");
    await expect(seats.first()).toBeVisible();
    const sizes = await seats.evaluateAll((buttons) =>
      buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return Math.min(r.width, r.height);
      }),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);
    // the page itself does not scroll sideways: only the seats' box does
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const box = page.getByTestId("seat-grid-box");
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });

  test(
    "tickets checkout: totals, remove, terms modal, Clear and the empty message",
    { tag: "@phone" },
    async ({ visitorPage: page }) => {
      const [kept, removed] = SEATS.ticketsCheckout;
      await page.goto("/stage");
      await seat(page, kept).click();
      await seat(page, removed).click();
      await page.getByRole("button", { name: "Purchase" }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole("heading", { name: "Tickets Checkout" })).toBeVisible();
      await expect(page.getByTestId("ticket-line")).toHaveCount(2);
      await expect(page.getByTestId("total-Sub Total")).toHaveText("$150.00");
      await expect(page.getByTestId("total-HST 13%")).toHaveText("$19.50");
      await expect(page.getByTestId("total-Service Fees (2.9%)")).toHaveText("$4.35");
      await expect(page.getByTestId("total-Total Amount")).toHaveText("$173.85");
      await page.getByRole("button", { name: "Remove Row 1, Seat 8" }).click();
      await expect(page.getByTestId("total-Total Amount")).toHaveText("$57.95");
      await page.reload();
      await expect(page.getByTestId("ticket-line")).toHaveCount(1);

      await expect(page.getByRole("button", { name: "Check Out" })).toBeDisabled();
      await page.getByRole("button", { name: "Read Terms" }).click();
      const dialog = page.getByRole("dialog", { name: "Terms and conditions" });
      await expect(dialog).toBeVisible();
      expect((await dialog.boundingBox())!.width / page.viewportSize()!.width).toBeCloseTo(0.8, 1);
      await page.mouse.click(3, 3);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).first().click();
      await expect(dialog).toBeHidden();
      await page
        .getByRole("checkbox", { name: "I have read and accept the terms and conditions" })
        .check();
      await expect(page.getByRole("button", { name: "Check Out" })).toBeEnabled();

      // tickets are paid in full: no deposit, no choice beside Pay Amount
      await expect(page.getByText("Tickets are paid in full at checkout.")).toBeVisible();
      await expect(page.getByTestId("pay-choices")).toHaveCount(0);
      await page.getByRole("button", { name: "Clear", exact: true }).click();
      await page.getByRole("button", { name: "Keep my cart" }).click();
      await expect(page.getByTestId("ticket-line")).not.toHaveCount(0);
      await page.getByRole("button", { name: "Clear", exact: true }).click();
      await page.getByRole("button", { name: "Yes, clear the cart" }).click();
      await expect(page.getByTestId("ticket-line")).toHaveCount(0);
      await expect(page.getByTestId("total-Total Amount")).toHaveText("$0.00");
      // cleared for good: not back after a reload, and the seat plan shows nothing selected
      await page.reload();
      await expect(page.getByTestId("total-Total Amount")).toHaveText("$0.00");
      await expect(page.getByTestId("ticket-line")).toHaveCount(0);
      await page.goto("/stage");
      await expect(seat(page, kept)).toHaveAccessibleName("Row 3, Seat 1, $50.00, Available");
      await page.goto("/checkout");
      await page
        .getByRole("checkbox", { name: "I have read and accept the terms and conditions" })
        .check();
      await page.getByRole("button", { name: "Check Out" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Please add Seat to your cart !!" }),
      ).toBeVisible();
    },
  );

  test(
    "a paid purchase: seats Occupied for everyone, and a receipt listing them",
    { tag: "@phone" },
    async ({ visitorPage: page, visitor, browser }) => {
      const [one, two] = SEATS.paid;
      await page.goto("/stage");
      await seat(page, one).click();
      await seat(page, two).click();
      await page.getByRole("button", { name: "Purchase" }).click();
      await page
        .getByRole("checkbox", { name: "I have read and accept the terms and conditions" })
        .check();
      await page.getByRole("button", { name: "Check Out" }).click();
      await expect(page).toHaveURL(/\/pay\/cs_/);
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      // thanked as a booth order is, in the ticket confirmation rather than the booth layout
      await expect(
        page.getByRole("heading", { name: "Thank you for your payment!" }),
      ).toBeVisible();
      const confirmation = page.getByTestId("ticket-confirmation");
      await expect(confirmation).toContainText("Tarab Night");
      await expect(page.getByRole("list", { name: "Seats" })).toContainText("Row 8, Seat 1");
      await expect(page.getByRole("list", { name: "Seats" })).toContainText("Row 8, Seat 2");
      await expect(page.getByTestId("ticket-total")).toHaveText("$69.54");
      await expect(page.getByTestId("ticket-paid")).toHaveText("$69.54");
      await expect(page.getByText("LOB")).toHaveCount(0);
      const calendar = await page
        .getByRole("link", { name: "Add to calendar" })
        .getAttribute("href");
      const ics = await page.request.get(calendar!);
      expect(ics.headers()["content-type"]).toContain("text/calendar");
      expect(await ics.text()).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:Tarab Night/);

      // one ticket per seat, each with its QR code, on the tickets page and as a PDF
      await page.getByRole("link", { name: "See your tickets" }).click();
      await expect(page).toHaveURL(/\/tickets$/);
      const tickets = page.getByTestId("ticket");
      await expect(tickets).toHaveCount(2);
      await expect(tickets.first()).toContainText("Row 8, Seat 1");
      await expect(
        page.getByRole("img", { name: "QR code of the ticket for Row 8, Seat 1" }),
      ).toBeVisible();
      await page.screenshot({ path: "test-results/screenshots/tickets-page.png", fullPage: true });
      const pdf = await page.request.get(
        (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href"))!,
      );
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      const other = await browser.newContext();
      const anyone = await other.newPage();
      await anyone.goto("/stage");
      await expect(seat(anyone, one)).toHaveAccessibleName("Row 8, Seat 1, $30.00, Occupied");
      await expect(seat(anyone, two)).toHaveAttribute("aria-disabled", "true");
      await seat(anyone, two).click({ force: true });
      await expect(seat(anyone, two)).toHaveAttribute("aria-pressed", "false");
      await other.close();

      await page.goto("/dev/mailbox");
      const receipt = page
        .getByTestId("mail")
        .filter({ hasText: visitor.email })
        .filter({ hasText: "receipt" })
        .first();
      await expect(receipt).toContainText("Seat Row 8, Seat 1");
      await expect(receipt).toContainText("Seat Row 8, Seat 2");
      const ticketsMail = page
        .getByTestId("mail")
        .filter({ hasText: visitor.email })
        .filter({ hasText: "your tickets for" })
        .first();
      await expect(ticketsMail).toContainText("Row 8, Seat 1; Row 8, Seat 2");
      await expect(ticketsMail).toContainText("tickets-order-");
      await ticketsMail.screenshot({ path: "test-results/screenshots/tickets-email.png" });
    },
  );

  test("back from the payment page without paying: the checkout is cancelled and its seat free again for everyone", async ({
    visitorPage: page,
    browser,
  }) => {
    const [held] = SEATS.abandoned;
    await page.goto("/stage");
    await seat(page, held).click();
    await page.getByRole("button", { name: "Purchase" }).click();
    await page
      .getByRole("checkbox", { name: "I have read and accept the terms and conditions" })
      .check();
    await page.getByRole("button", { name: "Check Out" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);

    const other = await browser.newContext();
    const anyone = await other.newPage();
    await anyone.goto("/stage");
    await expect(seat(anyone, held)).toHaveAccessibleName(/, Occupied$/);

    await page.goBack();
    await expect(
      page.getByText(
        "You came back from the payment page without paying, so that checkout was cancelled and its seats released.",
      ),
    ).toBeVisible();
    await anyone.reload();
    await expect(seat(anyone, held)).toHaveAccessibleName(/, Available$/);
    await other.close();
  });

  test("the seat popup: a 500px dialog whose Done puts the seats in the booth cart at server prices", async ({
    vendorPage: page,
  }) => {
    const [first, second] = SEATS.popup;
    await page.goto("/movie-popup");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // 500px wide, or the screen's width less a small margin on a phone narrower than that
    const viewport = page.viewportSize()!.width;
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(Math.min(500, viewport - 16));
    await seat(page, first).click();
    await seat(page, second).click();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByTestId("cart-line").first()).toContainText("Seat: Row 7, Seat 5");
    await expect(page.getByTestId("cart-line").last()).toContainText("Seat: Row 7, Seat 6");
    await expect(page.getByTestId("total-Sub Total")).toHaveText("$60.00");
    await expect(page.getByTestId("total-Fees (3.5%)")).toHaveText("$2.10");
  });
});
