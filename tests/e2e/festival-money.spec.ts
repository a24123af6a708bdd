import type { Page } from "@playwright/test";
import { bookBooth } from "./booths";
import { expect, test } from "./fixtures";
import { adminApi, signIn, unique } from "./helpers";

// The contract's money from booking to the books: a food vendor books a booth with a 20 A outlet
// and keeps the garbage fee, pays part on booking; later pays the balance and then the damage
// deposit; after the festival the organiser returns $400 of the $500 deposit with a reason; the
// vendor's e-mail and profile say so; the event's books show $100 kept and no deposit in sales.
// The festival is made here, already over, so that its books hold this order alone.

const REASON = "Grease stains on the pavement behind the truck";

/** The order's contract, agreed in its dialog. */
async function agreeTo(page: Page, title: string) {
  const box = page.getByRole("checkbox", { name: `I have read and agree to the ${title}` });
  await box.click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("button", { name: "I agree to all terms and conditions" }).click();
  await expect(box).toBeChecked();
}

/** The local payment page: pay, and land on the success page. */
async function pay(page: Page) {
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_/);
}

test.describe("the contract's money", () => {
  test("a food booth with an outlet and the garbage fee, its deposit returned in part after the festival, kept out of sales", async ({
    organiserPage: admin,
    vendor,
    browser,
  }) => {
    test.setTimeout(240_000);
    const name = `Lakeshore Food Festival ${unique()}`;
    const contractTitle = `Lakeshore Vendor Contract ${unique()}`;
    const { eventId, eventGuid } = await adminApi<{ eventId: number; eventGuid: string }>(
      admin.request,
      "POST",
      "/api/admin/v1/events",
      {
        eventName: name,
        eventDescription: "Food by the lake.",
        eventLocation: "Lakeshore Park",
        eventDate: "2026-06-13T10:00",
        eventEndDate: "2026-06-14T20:00",
        eventDateText: "June 13 - 14, 2026",
        eventAddress: "1 Lakeshore Blvd, Toronto",
        eventDetails: "Free admission.",
        eventStatus: "ACTIVE",
        bookingOpen: true,
        balanceDueDate: "2026-06-06",
        boothSalesEnd: "2099-12-31T23:00",
        contractText: "1. Terms\n\nThe vendor follows the festival's rules.",
        contractTitle,
      },
    );
    const { sectionId } = await adminApi<{ sectionId: number }>(
      admin.request,
      "POST",
      `/api/admin/v1/events/${eventId}/sections`,
      { sectionName: "Food Trucks", inclusions: "A 10' x 10' space", isFood: true },
    );
    await adminApi(admin.request, "POST", `/api/admin/v1/sections/${sectionId}/booths`, {
      boothName: "L-01",
      boothPriceCents: 60000,
    });
    for (const addon of [
      { name: "Garbage fee (weekend)", priceCents: 25000, appliesTo: "FOOD", addedByDefault: true },
      { name: "Electricity 20 A outlet", priceCents: 12000, appliesTo: "FOOD" },
      { name: "Extra 8' table", priceCents: 2500, appliesTo: "FOOD", needsApproval: true },
    ])
      await adminApi(admin.request, "POST", `/api/admin/v1/events/${eventId}/addons`, addon);
    await adminApi(admin.request, "PUT", `/api/admin/v1/events/${eventId}/deposits`, {
      depositFoodCents: 50000,
      depositOtherCents: 20000,
    });

    // The vendor books the booth with a 20 A outlet, keeps the garbage fee, pays $500 now.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signIn(context, vendor);
    const page = await context.newPage();
    await bookBooth(page, { event: eventGuid, section: "Food Trucks" as never, name: "L-01" });
    const addons = page
      .getByTestId("cart-line")
      .filter({ hasText: "L-01" })
      .getByTestId("booth-addons");
    await expect(addons.getByTestId("addon-default")).toContainText("Garbage fee (weekend)");
    await expect(page.getByTestId("own-garbage").getByRole("checkbox")).not.toBeChecked();
    await addons.getByLabel(/Electricity 20 A outlet/).check();
    // $600 + $250 + $120 = $970; fees 3.5% $33.95; HST 13% $130.51
    await expect(page.getByTestId("total-Total Amount")).toHaveText("$1,134.46");
    await expect(page.getByTestId("cart-deposit")).toContainText("$500.00");

    // The summary lists the booth and, under it, its add-ons; a request waiting for approval is
    // listed as such and not counted.
    const totals = page.getByLabel("Totals", { exact: true });
    await expect(totals.getByRole("term")).toHaveText([
      "Booth L-01",
      "Garbage fee (weekend) (L-01)",
      "Electricity 20 A outlet (L-01)",
      "Sub Total",
      "Fees (3.5%)",
      "HST 13%",
      "Total Amount",
    ]);
    await addons.getByLabel(/Extra 8' table/).check();
    await expect(totals.getByRole("term").nth(3)).toHaveText("Extra 8' table (L-01)");
    await expect(totals.getByRole("definition").nth(3)).toHaveText(
      "pending approval, not in the total",
    );
    await expect(page.getByTestId("total-Total Amount")).toHaveText("$1,134.46");
    await addons.getByLabel(/Extra 8' table/).uncheck();

    // Pay Amount: the box stays, with Pay in full and the minimum beside it, the minimum named
    // before anything is typed; each choice fills the box.
    const payAmount = page.getByLabel("Pay Amount");
    await expect(payAmount).toHaveValue("1134.46");
    const choices = page.getByRole("group", { name: "How much to pay now" });
    await expect(choices.getByRole("button")).toHaveText([
      "Pay in full",
      "Pay the minimum now ($283.62)",
    ]);
    await expect(
      page.getByText(/or at least \$283\.62 now and the balance from your profile/),
    ).toBeVisible();
    await choices.getByRole("button", { name: "Pay the minimum now ($283.62)" }).click();
    await expect(payAmount).toHaveValue("283.62");
    await choices.getByRole("button", { name: "Pay in full" }).click();
    await expect(payAmount).toHaveValue("1134.46");

    // Clear asks first; keeping the cart (by keyboard) leaves it as it was.
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Clear the cart?");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByTestId("cart-line").filter({ hasText: "L-01" })).toHaveCount(1);

    await payAmount.fill("500");
    await agreeTo(page, contractTitle);
    await page.getByRole("button", { name: "Check Out" }).click();
    await pay(page);

    // Later, from the profile: the balance, then the damage deposit through its own checkout.
    await page.goto("/profile");
    const order = page.getByTestId("order").filter({ hasText: "L-01" });
    const orderId = Number(
      /Order (\d+)/.exec((await order.getByText(/^Order \d+/).textContent())!)![1],
    );
    await expect(order.getByTestId("order-deposit")).toContainText(
      "Damage deposit: $500.00 due by",
    );
    await order.getByRole("button", { name: "Pay balance" }).click();
    await pay(page);
    await page.goto("/profile");
    await page
      .getByTestId("order")
      .filter({ hasText: "L-01" })
      .getByRole("button", { name: "Pay damage deposit" })
      .click();
    await pay(page);
    await expect(page.getByText("Your damage deposit of $500.00 is received")).toBeVisible();

    // After the festival the organiser returns $400 and keeps $100, with the reason.
    await admin.goto(`/admin/orders/${orderId}`);
    const panel = admin.getByTestId("deposit-panel");
    await expect(panel.getByTestId("deposit-status")).toHaveText("Held");
    const form = admin.getByRole("form", { name: "Return the damage deposit" });
    await form.getByRole("checkbox", { name: "The site was vacated" }).check();
    await form.getByRole("checkbox", { name: "Garbage removed" }).check();
    await form.getByRole("radio", { name: "Return part" }).check();
    await form.getByLabel("Amount kept (CAD)").fill("100");
    await form.getByLabel("Reason (the vendor reads it)").fill(REASON);
    await form.getByRole("button", { name: "Decide the deposit" }).click();
    const confirm = panel.getByRole("region", { name: "Confirm the deposit's return" });
    await expect(confirm).toContainText("Return $400.00 to the vendor's card; keep $100.00.");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(panel.getByTestId("deposit-status")).toHaveText("Partly returned");

    // The vendor's e-mail and profile say what came back and why.
    await page.goto("/dev/mailbox");
    const mail = page
      .getByTestId("mail")
      .filter({ hasText: vendor.email })
      .filter({ hasText: "we are returning $400.00" })
      .first();
    await expect(mail).toContainText(
      "Of your damage deposit of $500.00, we are returning $400.00 and keeping $100.00.",
    );
    await expect(mail).toContainText(REASON);
    await page.goto("/profile");
    await expect(
      page.getByTestId("order").filter({ hasText: "L-01" }).getByTestId("order-deposit"),
    ).toContainText(`Damage deposit: returned $400.00, kept $100.00: ${REASON}`);

    // The books: $100 kept apart from sales; sales are the booth and its add-ons only.
    await admin.goto(`/admin/events/${eventId}`);
    const deposits = admin.getByTestId("books-deposits");
    await expect(deposits.getByText("Kept", { exact: true }).locator("xpath=..")).toContainText(
      "$100.00",
    );
    await expect(deposits.getByText("Returned", { exact: true }).locator("xpath=..")).toContainText(
      "$400.00",
    );
    await expect(deposits.getByText("Held", { exact: true }).locator("xpath=..")).toContainText(
      "$0.00",
    );
    const sales = admin.getByRole("table", { name: "Sales by section" });
    await expect(sales.getByRole("row", { name: /Food Trucks/ })).toContainText("$600.00");
    const addonSales = admin.getByRole("table", { name: "Add-ons" });
    await expect(addonSales.getByRole("row", { name: /Electricity 20 A outlet/ })).toContainText(
      "$120.00",
    );
    // money in: the booth order's $1,134.46 and no deposit
    const byDay = admin.getByRole("table", { name: "Money in by day (Toronto)" });
    await expect(byDay.getByRole("row").nth(1)).toContainText("$1,134.46");
    await expect(byDay).not.toContainText("$1,634.46");
    await context.close();
    await adminApi(admin.request, "PUT", `/api/admin/v1/events/${eventId}`, {
      eventStatus: "PAST",
    });
  });
});
