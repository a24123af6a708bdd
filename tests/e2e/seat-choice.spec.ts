import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, SEATS, test, type Seat } from "./fixtures";

// Choosing seats anyone can use: the grid by keyboard alone (English and Arabic), the list for
// those who cannot use the grid, a wheelchair space sold with its companion seat, on a desktop and
// on a phone, with no axe violation.

const WORDS = {
  en: {
    grid: "Seats",
    seat: (row: number, column: number) => new RegExp(`^Row ${row}, Seat ${column},`),
    zoomIn: "Zoom in",
  },
  ar: {
    grid: "المقاعد",
    seat: (row: number, column: number) => new RegExp(`^الصف ${row}، المقعد ${column}،`),
    zoomIn: "تكبير",
  },
} as const;

const seatButton = (page: Page, { row, column }: Seat, language: "en" | "ar" = "en") =>
  page
    .getByRole("grid", { name: WORDS[language].grid })
    .getByRole("button", { name: WORDS[language].seat(row, column) });

/** What the polite live region said last. */
const news = (page: Page) => page.getByTestId("seat-news");

/** The centre of an element on the screen. */
async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe("the seat grid by keyboard alone", () => {
  test(
    "one tab stop; arrows seat by seat the way they point, Home and End; Space and Enter choose; each choice said",
    { tag: "@phone" },
    async ({ page }) => {
      const [first, second] = SEATS.keyboardChoice;
      await page.goto("/stage");
      await expect(news(page)).toHaveRole("status");
      // into the grid from the zoom buttons above it: its one tab stop is Row 1, Seat 1
      await page.getByRole("button", { name: WORDS.en.zoomIn }).focus();
      await page.keyboard.press("Tab");
      const start = seatButton(page, { row: 1, column: 1 });
      await expect(start).toBeFocused();
      await expect(start).toHaveAccessibleName("Row 1, Seat 1, $100.00, Available");
      await page.keyboard.press("End");
      await expect(seatButton(page, { row: 1, column: 8 })).toBeFocused();
      await page.keyboard.press("Home");
      await expect(start).toBeFocused();
      // right moves right on the screen, down moves down
      const before = await centre(start);
      await page.keyboard.press("ArrowRight");
      const next = seatButton(page, { row: 1, column: 2 });
      await expect(next).toBeFocused();
      expect((await centre(next)).x).toBeGreaterThan(before.x);
      await page.keyboard.press("ArrowDown");
      const below = seatButton(page, { row: 2, column: 2 });
      await expect(below).toBeFocused();
      expect((await centre(below)).y).toBeGreaterThan(before.y);
      for (let i = 0; i < first!.column - 2; i++) await page.keyboard.press("ArrowRight");
      await expect(seatButton(page, first!)).toBeFocused();

      await page.keyboard.press("Space");
      await expect(seatButton(page, first!)).toHaveAttribute("aria-pressed", "true");
      await expect(news(page)).toHaveText("Row 2, Seat 5 selected. 1 seat selected: $100.00");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await expect(seatButton(page, second!)).toHaveAccessibleName(
        "Row 2, Seat 6, $100.00, Selected",
      );
      await expect(news(page)).toHaveText("Row 2, Seat 6 selected. 2 seats selected: $200.00");
      await page.keyboard.press("Enter");
      await expect(news(page)).toHaveText(
        "Row 2, Seat 6 removed from your selection. 1 seat selected: $100.00",
      );
      // Ctrl+End: the hall's last seat; the next Tab leaves the grid for Purchase
      await page.keyboard.press("Control+End");
      await expect(seatButton(page, { row: 8, column: 8 })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Purchase" })).toBeFocused();
      await expect(page.getByTestId("seat-selection")).toHaveText("1 seat selected: $100.00");
      await expectNoViolations(page);
    },
  );

  test("in Arabic the words change, the hall does not: seat 1 on the left, each arrow moving the way it points", async ({
    page,
  }) => {
    const [chosen] = SEATS.arabicKeyboardChoice;
    await page.goto("/ar/stage");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: WORDS.ar.zoomIn }).focus();
    await page.keyboard.press("Tab");
    const start = seatButton(page, { row: 1, column: 1 }, "ar");
    await expect(start).toBeFocused();
    // the seats are said as being checked until their statuses have come: only then can one be chosen
    await expect(start).toHaveAccessibleName(/، متاح$/);
    // ArrowRight goes to the seat on the right of the screen, which is seat 2: the plan is the
    // hall's, drawn the same in both languages
    await page.keyboard.press("ArrowRight");
    const right = seatButton(page, { row: 1, column: 2 }, "ar");
    await expect(right).toBeFocused();
    expect((await centre(right)).x).toBeGreaterThan((await centre(start)).x);
    await page.keyboard.press("ArrowLeft");
    await expect(start).toBeFocused();
    for (let i = 1; i < chosen!.row; i++) await page.keyboard.press("ArrowDown");
    for (let i = 1; i < chosen!.column; i++) await page.keyboard.press("ArrowRight");
    const target = seatButton(page, chosen!, "ar");
    await expect(target).toBeFocused();
    await page.keyboard.press("Space");
    await expect(target).toHaveAttribute("aria-pressed", "true");
    await expect(target).toHaveAccessibleName(/^الصف 3، المقعد 5، .+، مختار$/);
    await expect(news(page)).toContainText("تم اختيار الصف 3، المقعد 5.");
    await expect(news(page)).toContainText("مقعد واحد مختار");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "شراء" })).toBeFocused();
    await expectNoViolations(page, { language: "ar" });
  });
});

test.describe("choosing from a list", () => {
  test(
    "the best seats first, by price and row, into the same selection; the checkout says how long they are held",
    { tag: "@phone" },
    async ({ visitorPage: page }) => {
      const [best4, best5] = SEATS.listBest;
      const [row84, row85] = SEATS.listRow;
      await page.goto("/stage");
      const list = page.getByTestId("seat-list");
      // a disclosure before the grid, opened by keyboard
      await list.locator("summary").focus();
      await page.keyboard.press("Enter");
      const form = page.getByRole("form", { name: "Choose from a list" });
      await expect(form).toBeVisible();
      await form.getByLabel("Number of seats").selectOption("2");
      await form.getByRole("button", { name: "Find seats" }).click();
      const offers = page.getByRole("heading", { name: "Seats for you, best first" });
      await expect(offers).toBeFocused();
      const choices = list.getByRole("button", { name: /^Choose Row / });
      await expect(choices.first()).toHaveAccessibleName(
        "Choose Row 1, Seats 4 to 5 (2 seats, $200.00)",
      );
      await choices.first().click();
      await expect(news(page)).toHaveText(
        "Selected from the list: Row 1, Seats 4 to 5. 2 seats selected: $200.00",
      );
      await expect(seatButton(page, best4!)).toHaveAttribute("aria-pressed", "true");
      await expect(seatButton(page, best5!)).toHaveAttribute("aria-pressed", "true");

      // by price band and row: the cheapest band's row 8, its middle first
      await form.getByLabel("Price").selectOption({ label: "$30.00 (Rows 7-8)" });
      await form.getByLabel("Row").selectOption({ label: "Row 8" });
      await form.getByRole("button", { name: "Find seats" }).click();
      await expect(choices.first()).toHaveAccessibleName(
        "Choose Row 8, Seats 4 to 5 (2 seats, $60.00)",
      );
      for (const name of await choices.allTextContents())
        expect(name).toMatch(/^Choose Row 8, Seats? /);
      await choices.first().click();
      // the list's choice replaces the one before
      await expect(seatButton(page, best4!)).toHaveAttribute("aria-pressed", "false");
      await expect(seatButton(page, row84!)).toHaveAttribute("aria-pressed", "true");
      await expect(seatButton(page, row85!)).toHaveAccessibleName(
        "Row 8, Seat 5, $30.00, Selected",
      );
      await expectNoViolations(page);

      await page.getByRole("button", { name: "Purchase" }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByTestId("ticket-line")).toHaveCount(2);
      await expect(page.getByTestId("hold-note")).toHaveText(
        "Check Out holds your seats for 20 minutes while you pay; nobody else can buy them meanwhile.",
      );
      await expectNoViolations(page, { settle: true });
    },
  );
});

test.describe("a wheelchair space and its companion seat", () => {
  test("shown with their symbol and words, chosen together on the grid and from the list", async ({
    page,
  }) => {
    const [space, companion] = SEATS.wheelchair;
    await page.goto("/stage");
    await expect(seatButton(page, space!)).toHaveAccessibleName(
      "Row 6, Seat 8, Wheelchair space, $50.00, Available",
    );
    await expect(seatButton(page, companion!)).toHaveAccessibleName(
      "Row 6, Seat 7, Companion seat, $50.00, Available",
    );
    const legend = page.getByRole("list", { name: "Legend" });
    for (const words of ["Available", "Selected", "Occupied", "Wheelchair space", "Companion seat"])
      await expect(legend.getByRole("listitem").filter({ hasText: words })).toHaveCount(1);
    // each state has its own mark, not only its colour
    await expect(legend.locator("[data-legend=Selected] svg")).toHaveCount(1);
    await expect(legend.locator("[data-legend=Occupied] svg")).toHaveCount(1);
    await expect(legend.locator("[data-legend=Available] svg")).toHaveCount(0);

    // the space brings its companion seat with it, and takes it away again
    await seatButton(page, space!).click();
    await expect(seatButton(page, companion!)).toHaveAttribute("aria-pressed", "true");
    await expect(news(page)).toHaveText(
      "Row 6, Seat 8 selected, with its companion seat Row 6, Seat 7. 2 seats selected: $100.00",
    );
    await seatButton(page, space!).click();
    await expect(seatButton(page, companion!)).toHaveAttribute("aria-pressed", "false");
    await expect(news(page)).toHaveText(
      "Row 6, Seat 8 removed from your selection, with its companion seat Row 6, Seat 7. No seats selected.",
    );
    // the companion seat brings its wheelchair space (the checkout sells neither alone)
    await seatButton(page, companion!).click();
    await expect(seatButton(page, space!)).toHaveAttribute("aria-pressed", "true");
    await expect(news(page)).toHaveText(
      "Row 6, Seat 7 selected, with the wheelchair space beside it, Row 6, Seat 8. 2 seats selected: $100.00",
    );
    await seatButton(page, companion!).click();
    await expect(seatButton(page, space!)).toHaveAttribute("aria-pressed", "false");

    // from the list: a wheelchair space, with its companion seat
    const list = page.getByTestId("seat-list");
    await list.locator("summary").click();
    await list.getByLabel("What you need").selectOption({
      label: "A wheelchair space, with its companion seat",
    });
    await expect(list.getByLabel("Number of seats")).toHaveCount(0);
    await list.getByRole("button", { name: "Find seats" }).click();
    await list
      .getByRole("button", {
        name: "Choose Row 6, Seat 8, wheelchair space, with its companion seat Row 6, Seat 7 (2 seats, $100.00)",
      })
      .click();
    await expect(seatButton(page, space!)).toHaveAttribute("aria-pressed", "true");
    await expect(seatButton(page, companion!)).toHaveAttribute("aria-pressed", "true");
    await expectNoViolations(page);
  });

  test("set in the seating editor, which takes a real hall's size", async ({
    organiserPage: page,
  }) => {
    const answer = await page.request.get("/api/admin/v1/events");
    const { payload } = (await answer.json()) as {
      payload: { eventId: number; hasSeating: boolean }[];
    };
    const stage = payload.find((e) => e.hasSeating)!;
    await page.goto(`/admin/events/${stage.eventId}/seating`);
    await expect(page.getByTestId("seats-Wheelchair spaces")).toHaveText("1");
    const entry = page.getByTestId("wheelchair-space-entry");
    await expect(entry).toHaveCount(1);
    await expect(entry.getByLabel("Row", { exact: true })).toHaveValue("6");
    await expect(entry.getByLabel("Seat", { exact: true })).toHaveValue("8");
    await expect(entry.getByLabel("Companion seat", { exact: true })).toHaveValue("before");
    await expect(page.getByText("1 to 50", { exact: true })).toBeVisible();
    await expect(page.getByText("1 to 40", { exact: true })).toBeVisible();
    // a companion seat across an aisle is refused before anything is sent
    await page.getByLabel("Aisles after seats").fill("7");
    await page.getByRole("button", { name: "Save seat plan" }).click();
    await expect(entry.getByText("No companion seat fits there")).toBeVisible();
    await expectNoViolations(page, { settle: true });
  });
});

test.describe("the seat plan on a phone", () => {
  test(
    "seats are 44 px targets, and the plan zooms and scrolls within its own box",
    { tag: "@phone" },
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/stage");
      const seat = seatButton(page, { row: 1, column: 1 });
      expect(Math.round((await seat.boundingBox())!.width)).toBe(44);
      await page.getByRole("button", { name: "Zoom in" }).click();
      await expect(page.getByText("Zoom 125%")).toBeVisible();
      expect(Math.round((await seat.boundingBox())!.width)).toBe(55);
      await page.getByRole("button", { name: "Zoom out" }).click();
      await page.getByRole("button", { name: "Zoom out" }).click();
      await expect(page.getByText("Zoom 80%")).toBeVisible();
      // the page never scrolls sideways: only the plan's box does
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      const box = page.getByTestId("seat-grid-box");
      await page.getByRole("button", { name: "Zoom in" }).click();
      await page.getByRole("button", { name: "Zoom in" }).click();
      await page.getByRole("button", { name: "Zoom in" }).click();
      await expect(page.getByText("Zoom 150%")).toBeVisible();
      expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    },
  );
});
