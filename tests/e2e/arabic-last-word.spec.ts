import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { bookBooth } from "./booths";
import { BOOTHS, expect, SEATS, test } from "./fixtures";
import { newVisitor, signIn } from "./helpers";

/**
 * A visitor who buys in Arabic meets no English: the payment page's lines, the success page, the
 * tickets page, the profile and the calendar file name the concert and the seats in Arabic. And
 * what used to get in the way: the console's language link, a toast over the seat grid, and
 * booths a ticket account learns it cannot book only at Check Out.
 */

const CONCERT = "ليلة طرب على المسرح الرئيسي";
const CONCERT_DATE = "السبت 5 يوليو 2025";
const CONCERT_PLACE = "المسرح الرئيسي، ساحة ميسيساغا للاحتفالات";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function noViolationsAtBothSizes(page: Page, language: "en" | "ar" = "ar") {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoViolations(page, { language, settle: true });
  }
}

/** The calendar file's content lines, folded lines joined again. */
const icsLines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

test("a seat bought in Arabic is named in Arabic from the payment page to the calendar", async ({
  visitorPage: page,
}) => {
  const [one] = SEATS.arabicLastWord;
  const seatAr = `الصف ${one.row}، المقعد ${one.column}`;
  const seatEn = `Row ${one.row}, Seat ${one.column}`;

  await page.goto("/ar/stage");
  await page
    .getByRole("grid", { name: "المقاعد" })
    .getByRole("button", { name: new RegExp(`^${seatAr}،`) })
    .click();
  await page.getByRole("button", { name: "شراء" }).click();
  await expect(page).toHaveURL(/\/ar\/checkout$/);
  await page.getByRole("checkbox", { name: "قرأت الشروط والأحكام وأقبلها" }).click();
  await page.getByRole("button", { name: "إتمام الشراء" }).click();

  // The payment page (the provider's) lists the lines in the order's language.
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await expect(page.getByRole("cell", { name: `المقعد: ${seatAr}` })).toBeVisible();
  await expect(page.getByRole("cell", { name: /Seat/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await test.step("the success page", async () => {
    await expect(page.getByRole("heading", { name: "شكرًا لك على الدفع!" })).toBeVisible();
    await expect(page.getByTestId("result-event")).toHaveText(CONCERT);
    await expect(page.getByRole("list", { name: "المقاعد" })).toContainText(seatAr);
    await expect(page.getByText(seatEn)).toHaveCount(0);
  });

  await test.step("the calendar file", async () => {
    const href = await page.getByRole("link", { name: "أضف إلى التقويم" }).getAttribute("href");
    expect(href).toMatch(/^\/ar\/tickets\/\d+\/calendar\.ics$/);
    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    const lines = icsLines(await answer.text());
    expect(lines).toContain(`SUMMARY:${CONCERT}`);
    expect(lines.find((l) => l.startsWith("LOCATION:"))).toContain(CONCERT_PLACE);
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toBe(`DESCRIPTION:مقاعدك: ${seatAr}`);
  });

  await test.step("the tickets page", async () => {
    await page.goto("/ar/tickets");
    await expect(page.getByTestId("ticket-event")).toHaveText(CONCERT);
    await expect(page.getByTestId("ticket-event")).not.toHaveAttribute("lang", "en");
    await expect(page.getByTestId("ticket-event-when")).toContainText(CONCERT_DATE);
    await expect(page.getByTestId("ticket-event-when")).toContainText(CONCERT_PLACE);
    await expect(page.getByTestId("ticket").first()).toContainText(seatAr);
    await expect(page.getByRole("main")).not.toContainText("Row ");
    await noViolationsAtBothSizes(page);
  });

  await test.step("the profile", async () => {
    await page.goto("/ar/profile");
    const order = page.getByTestId("order").first();
    await expect(order.getByTestId("order-event")).toHaveText(CONCERT);
    await expect(order).toContainText(seatAr);
    await expect(order).not.toContainText("Row ");
    await noViolationsAtBothSizes(page);
  });

  await test.step("and the English pages keep the English names", async () => {
    await page.goto("/tickets");
    await expect(page.getByTestId("ticket-event")).toHaveText("Tarab Night on the Main Stage");
    await expect(page.getByTestId("ticket").first()).toContainText(seatEn);
  });
});

test("the console is English only: it offers no Arabic link that would be a 404", async ({
  organiserPage: page,
}) => {
  // elsewhere the switch is there
  await page.goto("/events");
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "العربية" })).toHaveAttribute("href", "/ar/events");

  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: "Organiser console" })).toBeVisible();
  await expect(main.getByRole("link", { name: "العربية" })).toHaveCount(0);
  await expect(page.locator('a[href^="/ar/admin"]')).toHaveCount(0);
  // nor does the offer to read the page in Arabic, for a visitor who chose Arabic before
  await page.evaluate(() => localStorage.setItem("mahrajan.locale", "ar"));
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: /العربية/ })).toHaveCount(0);
  await expect(page.locator('a[href^="/ar/admin"]')).toHaveCount(0);
  // (its Arabic address is not found: there is no Arabic console to link to)
  expect((await page.request.get("/ar/admin")).status()).toBe(404);
});

test.describe("at phone size", () => {
  test.use({ viewport: PHONE });

  test("the welcome after signing up does not cover the seat grid", async ({ page }) => {
    const fan = newVisitor();
    await page.goto("/stage");
    await page.getByRole("button", { name: "Purchase" }).click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fstage$/);
    const signup = page.getByRole("form", { name: "Create a visitor account" });
    await signup.getByLabel("Your name").fill(fan.name);
    await signup.getByLabel("Your email").fill(fan.email);
    await signup.getByLabel("Choose a password").fill(fan.password);
    await signup.getByRole("button", { name: "Create my account" }).click();
    await expect(page).toHaveURL(/\/stage$/);

    const welcome = page.getByRole("status").filter({ hasText: /ready|logged in/i });
    await expect(welcome).toBeVisible();
    await expect(page.getByTestId("alert-area").getByRole("status")).toHaveCount(0);
    const box = (await welcome.boundingBox())!;
    const rows = page.getByRole("grid", { name: "Seats" }).getByRole("row");
    await expect(rows).toHaveCount(8);
    for (const row of await rows.all()) {
      const r = (await row.boundingBox())!;
      const overlaps =
        box.x < r.x + r.width &&
        r.x < box.x + box.width &&
        box.y < r.y + r.height &&
        r.y < box.y + box.height;
      expect(overlaps, `the welcome covers ${await row.textContent()}`).toBe(false);
    }
  });

  test("Purchase with no seat says so under the button, not over the grid", async ({
    visitorPage: page,
  }) => {
    await page.goto("/ar/stage");
    await page.getByRole("button", { name: "شراء" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "يُرجى" });
    await expect(alert).toBeVisible();
    const box = (await alert.boundingBox())!;
    const grid = (await page.getByRole("grid", { name: "المقاعد" }).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(grid.y + grid.height);
    await expectNoViolations(page, { language: "ar" });
  });
});

test("a ticket account's cart says at once that its booths are for vendors, and removes them", async ({
  vendorPage: page,
  visitor,
}) => {
  // A vendor put a booth in this browser's cart; a ticket account signs in on it afterwards.
  const booth = BOOTHS.visitorCart;
  await bookBooth(page, booth);
  await signIn(page.context(), visitor);

  await page.goto("/ar/cart");
  const notice = page.getByTestId("visitor-booths");
  await expect(notice).toHaveRole("alert");
  await expect(notice).toContainText("تُحجز الأجنحة بحساب عارض");
  await expect(notice).toContainText(booth.name);
  // the festival is named in Arabic, though its booth was added from the English page
  await expect(page.getByTestId("cart-event")).toHaveText("مهرجان الصيف العربي السنوي الثامن 2025");
  const checkOut = page.getByRole("button", { name: "إتمام الشراء" });
  await expect(checkOut).toBeDisabled();
  await expect(checkOut).toHaveAccessibleDescription(
    "لا يتوفر إتمام الشراء ما دامت السلة تضم أجنحة: أزِلها أولًا.",
  );
  await noViolationsAtBothSizes(page);

  // the same in English
  await page.goto("/cart");
  await expect(notice).toContainText("Booths are booked with a vendor account");
  await expect(page.getByRole("button", { name: "Check Out" })).toBeDisabled();

  await page.goto("/ar/cart");
  await notice.getByRole("button", { name: "إزالة الأجنحة من سلتي" }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId("cart-line")).toHaveCount(0);
});

test("a booth booked in Arabic is named with its Arabic section on the success page and the profile", async ({
  vendorPage: page,
  vendor,
}) => {
  test.setTimeout(90_000); // a whole booking, then two pages checked at two sizes
  const booth = BOOTHS.arabicNames;
  const SECTION_AR = "خيام السوق";
  await page.setViewportSize(PHONE);
  await page.goto(`/ar/details/${booth.event}`);
  await page.getByRole("tab", { name: SECTION_AR }).click();
  await page
    .getByRole("tabpanel")
    .getByTestId("booth-card")
    .filter({ hasText: booth.name })
    .getByRole("button", { name: "احجز هذا الجناح" })
    .click();
  await expect(page).toHaveURL(/\/ar\/cart$/);
  const terms = page.getByRole("checkbox", { name: /قرأت .* وأوافق عليه/ });
  await terms.click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "أوافق على جميع الشروط والأحكام" })
    .click();
  await expect(terms).toBeChecked();
  await page.getByRole("button", { name: "إتمام الشراء" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/success\?session_id=cs_/);

  await test.step("the success page names the section in Arabic, the address kept whole", async () => {
    await expect(page.getByRole("heading", { name: "شكرًا لك على الدفع!" })).toBeVisible();
    const items = page.getByRole("list", { name: "العناصر" });
    await expect(items).toContainText(SECTION_AR);
    await expect(items).toContainText(booth.name);
    await expect(page.getByText("Market Tents")).toHaveCount(0);
    // the street address is isolated from the Arabic place name before it
    await expect(page.getByTestId("result-event-venue").locator("bdi")).toHaveText(
      /\d+ .*[A-Za-z]/,
    );
    await page.screenshot({ path: "docs/screenshots/arabic-success-phone.png", fullPage: true });
    await noViolationsAtBothSizes(page);
  });

  await test.step("the profile names the section in Arabic and the line of business in words", async () => {
    await page.setViewportSize(PHONE);
    await page.goto("/ar/profile");
    await expect(page.getByTestId("order-event").first()).toBeVisible();
    await expect(page.getByText(new RegExp(`${SECTION_AR}.*${booth.name}`)).first()).toBeVisible();
    await expect(page.getByText("Market Tents")).toHaveCount(0);
    const form = page.getByRole("form", { name: "الملف الشخصي" });
    await expect(form.getByLabel("مجال العمل", { exact: true })).toHaveValue(vendor.lob);
    await expect(page.getByText("(LOB)")).toHaveCount(0);
    await page.screenshot({ path: "docs/screenshots/arabic-profile-phone.png", fullPage: true });
  });
});
