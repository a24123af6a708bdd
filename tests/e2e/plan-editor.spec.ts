import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminApi, unique } from "./helpers";

// The organiser console's floor plan editor: a new event's section placed in a row in one step,
// a stage added, a booth moved by the keyboard alone, the plan saved, and the same plan read back
// after a reload.
//
// The event is new and dated in 2031, after the seed's festivals, so no other test's booths or
// public pages change.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

test.describe("organiser console: the floor plan editor", () => {
  test("an organiser places a section's booths in a row, adds a stage, moves a booth by keyboard and saves", async ({
    organiserPage: page,
  }) => {
    test.setTimeout(90_000);
    const name = `Lakeside Souk ${unique()}`;
    const { eventId } = await adminApi<{ eventId: number }>(
      page.request,
      "POST",
      "/api/admin/v1/events",
      {
        eventName: name,
        eventDescription: "Crafts and food by the lake.",
        eventLocation: "Celebration Square",
        eventDate: "2031-08-15T10:00",
        eventEndDate: "2031-08-17T20:00",
        eventDateText: "August 15 - 17, 2031",
        eventAddress: "300 City Centre Dr, Mississauga",
        eventDetails: "Free admission.",
      },
    );
    const { sectionId } = await adminApi<{ sectionId: number }>(
      page.request,
      "POST",
      `/api/admin/v1/events/${eventId}/sections`,
      { sectionName: "Crafts Hall", inclusions: "One table" },
    );
    await adminApi(page.request, "POST", `/api/admin/v1/sections/${sectionId}/booths`, {
      prefix: "C-",
      from: 1,
      to: 4,
      boothPriceCents: 30000,
    });

    // From the event's dashboard to its floor plan.
    await page.goto(`/admin/events/${eventId}`);
    await page.getByRole("link", { name: "Floor plan" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/${eventId}/plan$`));
    await expect(
      page.getByRole("heading", { level: 1, name: "Floor plan", exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Arrow keys move, Shift+arrow keys resize")).toBeVisible();

    // Nothing placed yet: the section's four booths wait in the list of unplaced booths.
    const unplaced = page.getByRole("region", { name: "Unplaced booths" });
    const crafts = unplaced.getByTestId("plan-section").filter({ hasText: "Crafts Hall" });
    await expect(crafts).toContainText("4 of 4 not on the plan: C-01, C-02, C-03, C-04");

    // One step: the whole section in a row from the origin (10, 10), 30 by 30, 10 apart.
    await crafts.getByRole("button", { name: "Place section in a row: Crafts Hall" }).click();
    const news = page.getByTestId("plan-news");
    await expect(news).toHaveText("4 booths of Crafts Hall placed.");
    await expect(crafts).toContainText("All 4 on the plan.");
    const canvas = page.getByTestId("plan-canvas");
    await expect(canvas.getByRole("button", { name: /^Booth C-0\d,/ })).toHaveCount(4);
    await expect(
      canvas.getByRole("button", { name: "Booth C-02, x 50, y 10, 30 by 30" }),
    ).toBeVisible();

    // A stage, labelled in both languages, goes below the booths, selected.
    const area = page.getByRole("form", { name: "Add an area" });
    await area.getByLabel("Kind").selectOption({ label: "Stage" });
    await area.getByLabel("Label (English)").fill("Main stage");
    await area.getByLabel("Label (Arabic)").fill("المسرح الرئيسي");
    await area.getByRole("button", { name: "Add area" }).click();
    await expect(news).toHaveText("Stage: Main stage added at x 10, y 50.");
    const stage = canvas.getByRole("button", { name: /^Stage: Main stage,/ });
    await expect(stage).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("plan-inspector")).toContainText("Stage: Main stage");

    // The keyboard alone: Tab reaches the booth on the drawing; an arrow key moves it one grid
    // step (10) and the live region says where; Shift and an arrow key make it wider.
    const booth = canvas.getByRole("button", { name: /^Booth C-04,/ });
    await canvas.getByRole("button", { name: /^Booth C-03,/ }).focus();
    await page.keyboard.press("Tab");
    await expect(booth).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(news).toHaveText("Booth C-04 moved to x 130, y 20.");
    await page.keyboard.press("Shift+ArrowRight");
    await expect(news).toHaveText("Booth C-04 is now 40 by 30.");
    await expect(booth).toHaveAccessibleName("Booth C-04, x 130, y 20, 40 by 30");
    await expect(booth).toHaveAttribute("aria-pressed", "true");
    // The number fields follow the selected shape.
    await expect(page.getByTestId("plan-inspector").getByLabel("x (from the left)")).toHaveValue(
      "130",
    );

    // No problem to fix: saved whole, and said so.
    await expect(page.getByText("No problems: every shape is on the plan")).toBeVisible();
    await expect(page.getByTestId("plan-save-status")).toHaveText("Unsaved changes");
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page.getByTestId("plan-save-status")).toHaveText("Saved");

    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      // From the top, as the page opens: a list entry scrolled under the sticky header would
      // read to axe as a target too small to tap.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoViolations(page);
    }

    // Read back from the server: the booth where the keyboard left it, the stage with it.
    await page.reload();
    await expect(
      page
        .getByTestId("plan-canvas")
        .getByRole("button", { name: "Booth C-04, x 130, y 20, 40 by 30" }),
    ).toBeVisible();
    await expect(
      page
        .getByTestId("plan-canvas")
        .getByRole("button", { name: /^Stage: Main stage, x 10, y 50,/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Unplaced booths" }).getByTestId("plan-section"),
    ).toContainText("All 4 on the plan.");
  });
});
