import type { Locator, Page, TestInfo } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { bookBooth } from "./booths";
import { BOOTHS, expect, test, type Booth } from "./fixtures";
import { SUMMER } from "./helpers";

// Booking a booth from the summer festival's plan (the exhibitions page, under Show Floor Plan):
// a tap on a phone, the keyboard on a desktop, the list beside the drawing, and axe with the plan
// shown in both languages at both sizes.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const FOOD_PRICE = "$1,200.00";

const WORDS = {
  en: { path: `/exhibitions/${SUMMER}`, show: "Show Floor Plan" },
  ar: { path: `/ar/exhibitions/${SUMMER}`, show: "إظهار مخطط الموقع" },
} as const;

/** The summer festival's exhibitions page with its plan drawn under Show Floor Plan. */
async function showPlan(page: Page, language: keyof typeof WORDS = "en") {
  await page.goto(WORDS[language].path);
  await page.getByRole("button", { name: WORDS[language].show }).click();
  const drawing = page.getByTestId("plan-drawing");
  await expect(drawing).toBeVisible();
  return drawing;
}

/** An available booth's button on the plan, as a screen reader names it. */
function planButton(page: Page, booth: Booth) {
  return page
    .getByTestId("plan-drawing")
    .getByRole("button", { name: `Book booth ${booth.name}, ${booth.section}, ${FOOD_PRICE}` });
}

/** A tap on a touch screen (the phone project), a click elsewhere. */
async function press(target: Locator, testInfo: TestInfo) {
  await target.scrollIntoViewIfNeeded();
  if (testInfo.project.use.hasTouch) await target.tap();
  else await target.click();
}

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown);

test.describe("booking from the plan", () => {
  test(
    "a vendor on a phone taps an available booth on the plan and has it in the cart as its card's button puts it",
    { tag: "@phone" },
    async ({ vendorPage: page }, testInfo) => {
      const booth = BOOTHS.planTap;
      await page.setViewportSize(PHONE);
      await showPlan(page);
      const control = planButton(page, booth);
      await control.scrollIntoViewIfNeeded();
      // the drawing is wide enough on a phone for a finger to hit the booth
      const box = await control.boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);

      await press(control, testInfo);
      await expect(page).toHaveURL(/\/cart$/);
      const line = page.getByTestId("cart-line");
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(booth.name);
      await expect(line).toContainText(FOOD_PRICE);
      const fromPlan = await storedCart(page);

      // The card's 'Book this Booth' puts exactly the same line in an empty cart.
      await page.evaluate(() => localStorage.removeItem("cart"));
      await bookBooth(page, booth);
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      expect(await storedCart(page)).toEqual(fromPlan);
    },
  );

  test("signed out, the plan's booth sends to /login and back, as its card does", async ({
    page,
  }, testInfo) => {
    await showPlan(page);
    await press(planButton(page, BOOTHS.planLoggedOut), testInfo);
    await expect(page).toHaveURL(
      new RegExp(`/login\\?callbackUrl=${encodeURIComponent(`/exhibitions/${SUMMER}`)}$`),
    );
  });

  test("the keyboard books from the plan, and the list beside it says what the plan shows", async ({
    vendorPage: page,
  }) => {
    const booth = BOOTHS.planKeyboard;
    await page.setViewportSize(DESKTOP);
    const drawing = await showPlan(page);

    // The list: each booth's name, section and status, and a Book button for the available ones.
    await expect(page.getByRole("heading", { level: 2, name: "Booths on the plan" })).toBeVisible();
    const list = page.getByTestId("plan-booth-list");
    const row = list.getByTestId("plan-booth-row").filter({ hasText: booth.name });
    await expect(row).toContainText(booth.section);
    await expect(row).toContainText(`AVAILABLE · ${FOOD_PRICE}`);
    await expect(row.getByRole("button", { name: `Book this Booth ${booth.name}` })).toBeVisible();
    await expect(
      list
        .getByTestId("plan-booth-row")
        .filter({ hasText: /BOOKED|HELD|RESERVED/ })
        .getByRole("button"),
    ).toHaveCount(0);
    // The booths the list offers to book are the plan's buttons; the others are pictures.
    const bookable = await list.getByRole("button").count();
    expect(bookable).toBeGreaterThan(0);
    await expect(drawing.getByRole("button")).toHaveCount(bookable);
    await expect(
      drawing.getByRole("img", { name: /^Booth .+, (BOOKED|HELD|RESERVED)$/ }).first(),
    ).toBeAttached();

    // The booth's place on the plan takes the keyboard's focus; Enter books it.
    const control = planButton(page, booth);
    await control.focus();
    await expect(control).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line")).toContainText(booth.name);
  });

  test("a booth's address on the plan opens the plan on it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/exhibitions/${SUMMER}`);
    await page.getByRole("button", { name: "Show Floor Plan" }).click();
    const first = page.getByTestId("plan-drawing").locator('g[id^="booth-"]').first();
    const id = await first.getAttribute("id");
    await page.goto(`/exhibitions/${SUMMER}#${id}`);
    await page.reload();
    await expect(page.getByRole("button", { name: "Hide Floor Plan" })).toBeVisible();
    await expect(page.locator(`#${id}`)).toBeInViewport();
  });
});

test.describe("axe with the plan shown", () => {
  // axe's full run four times (two sizes, two languages) on a busy two-core machine
  test.describe.configure({ timeout: 180_000 });

  for (const language of ["en", "ar"] as const) {
    test(`the ${language} exhibitions page with its plan has no violations at 390 and 1366 px`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await showPlan(page, language);
      if (language === "ar") {
        // The page reads right to left; the venue's drawing keeps its geometry.
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expect(page.getByRole("region", { name: /^رسم مخطط الموقع/ })).toHaveAttribute(
          "dir",
          "ltr",
        );
        await expect(
          page
            .getByTestId("plan-drawing")
            .getByRole("button", { name: /^احجز الجناح [A-Z]-\d\d، / })
            .first(),
        ).toBeAttached();
      }
      for (const viewport of [PHONE, DESKTOP]) {
        await test.step(`${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          await expectNoViolations(page, { language });
        });
      }
    });
  }
});
