import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { WINTER } from "./helpers";

// The event dashboard's door panel: the live counts (vendors arrived and ready, admitted of
// sold, conflicts), refreshed while the page is open, and the event's re-entry rule set there.

test.describe("organiser console: the door on the event dashboard", () => {
  test("an organiser reads the door's counts and sets re-entry after an exit scan, then back", async ({
    organiserPage: page,
  }) => {
    const events = await page.request.get("/api/admin/v1/events");
    const { payload } = (await events.json()) as {
      payload: { eventId: number; eventGuid: string }[];
    };
    const eventId = payload.find((e) => e.eventGuid === WINTER)!.eventId;
    const counts = await page.request.get(`/api/admin/v1/events/${eventId}/door`);
    const { payload: door } = (await counts.json()) as {
      payload: { vendors: { booked: number; arrived: number; ready: number } };
    };

    await page.goto(`/admin/events/${eventId}`);
    const panel = page.getByRole("region", { name: "At the door" });
    await expect(panel.getByText(/^Updated .+, every 15 seconds$/)).toBeVisible();
    await expect(panel.getByTestId("door-vendors")).toHaveText(
      `${door.vendors.arrived} of ${door.vendors.booked}`,
    );
    await expect(panel.getByTestId("door-conflicts")).toHaveText(/^\d+$/);
    await expectNoViolations(page);

    const rule = panel.getByLabel("Re-entry");
    await expect(rule).toHaveValue("NONE");
    await rule.selectOption({ label: "Re-entry after an exit scan" });
    await panel.getByRole("button", { name: "Save re-entry" }).click();
    await expect(panel.getByRole("status").filter({ hasText: "Saved" })).toHaveText(
      "Saved: devices use it from their next download.",
    );
    const after = await page.request.get(`/api/admin/v1/events/${eventId}/door`);
    expect(((await after.json()) as { payload: { reentry: string } }).payload.reentry).toBe(
      "AFTER_EXIT",
    );
    await page.screenshot({ path: "docs/screenshots/door-dashboard.png", fullPage: false });

    // back to the seed's rule, so the other tests read the event as it was
    await rule.selectOption({ label: "No re-entry: a ticket admits once" });
    await panel.getByRole("button", { name: "Save re-entry" }).click();
    await expect(panel.getByRole("button", { name: "Save re-entry" })).toBeDisabled();
    // the button is disabled while the save is under way too: wait for the rule itself
    await expect
      .poll(async () => {
        const back = await page.request.get(`/api/admin/v1/events/${eventId}/door`);
        return ((await back.json()) as { payload: { reentry: string } }).payload.reentry;
      })
      .toBe("NONE");
  });
});
