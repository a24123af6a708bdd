import { acceptTerms, bookBooth } from "./booths";
import { BOOTHS, expect, ORGANISER, test } from "./fixtures";
import { expectNoViolations } from "./axe";
import { signIn } from "./helpers";

const SHOTS = "docs/screenshots";

test.describe("the damage deposit", () => {
  test("a vendor pays the deposit from the profile; after the festival the organiser returns part of it with a reason", async ({
    browser,
    vendor,
    vendorPage: page,
  }) => {
    test.setTimeout(150_000);
    const booth = BOOTHS.depositReturn;

    // The vendor books a booth of the summer festival and pays it in full.
    await bookBooth(page, booth);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Check Out" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/success\?session_id=cs_/);

    // The profile owes the deposit apart from the booth, and pays it through its own checkout.
    await page.goto("/profile");
    const deposit = page.getByTestId("order-deposit").first();
    await expect(deposit).toContainText("Damage deposit: $200.00 due");
    await deposit.getByRole("button", { name: "Pay damage deposit" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/success\?session_id=cs_/);
    await expect(page.getByText("Your damage deposit of $200.00 is received")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByTestId("order-deposit").first()).toContainText(
      "Damage deposit: $200.00 held, refundable after the event",
    );

    // The festival is over: the organiser inspects the site and decides the deposit.
    const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signIn(office, ORGANISER);
    const admin = await office.newPage();
    await admin.goto("/admin/orders");
    await admin.getByLabel("Search orders").fill(vendor.email);
    await admin.getByRole("button", { name: "Search" }).click();
    await admin.getByTestId("order-row").getByRole("link").click();
    const panel = admin.getByTestId("deposit-panel");
    await expect(panel.getByTestId("deposit-status")).toHaveText("Held");
    const form = admin.getByRole("form", { name: "Return the damage deposit" });
    await form.getByRole("checkbox", { name: "The site was vacated" }).check();
    await form.getByRole("checkbox", { name: "Garbage removed" }).check();
    await form.getByRole("radio", { name: "Return part" }).check();
    // a part kept needs its reason
    await form.getByLabel("Amount kept (CAD)").fill("50");
    await form.getByRole("button", { name: "Decide the deposit" }).click();
    await expect(form.getByText("Say why the deposit is kept")).toBeVisible();
    await form.getByLabel("Reason (the vendor reads it)").fill("Tape marks on the floor");
    await form.getByRole("button", { name: "Decide the deposit" }).click();
    const confirm = panel.getByRole("region", { name: "Confirm the deposit's return" });
    await expect(confirm).toContainText("Return $150.00 to the vendor's card; keep $50.00.");
    await expectNoViolations(admin);
    // tall enough for the whole panel: the site's sticky header stays clear of it
    await admin.setViewportSize({ width: 1280, height: 1700 });
    await admin.evaluate(() => window.scrollTo(0, 0));
    await panel.screenshot({ path: `${SHOTS}/deposit-return-form.png` });
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(panel.getByTestId("deposit-status")).toHaveText("Partly returned");
    await expect(panel.getByTestId("deposit-inspection")).toContainText(
      "Reason: Tape marks on the floor",
    );

    // The vendor's profile says what came back and why.
    await page.goto("/profile");
    await expect(page.getByTestId("order-deposit").first()).toContainText(
      "Damage deposit: returned $150.00, kept $50.00: Tape marks on the floor",
    );
    await office.close();
  });
});
