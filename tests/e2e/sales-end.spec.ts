import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminApi, unique } from "./helpers";

// A finished event stops selling: once its booth sales end (set in the console's event editor),
// its page shows its booths without a Book this Booth button and says booth sales have ended, in
// English and in Arabic; the organiser's dashboard says when they ended and marks the event Past.
//
// The event is dated January 2026, after the seed's 2025 festivals, so the lists other tests
// read keep their order; marked Past at the end, it leaves the booth counts as they were.

test.describe("sales end", () => {
  test("after its booth sales end an event's page has no Book button and says sales have ended; the dashboard marks it Past", async ({
    organiserPage: admin,
    page,
  }) => {
    test.setTimeout(90_000);
    const name = `Winter Craft Fair ${unique()}`;
    const { eventId, eventGuid } = await adminApi<{ eventId: number; eventGuid: string }>(
      admin.request,
      "POST",
      "/api/admin/v1/events",
      {
        eventName: name,
        eventNameAr: "معرض الحرف الشتوي",
        eventDescription: "Crafts and food.",
        eventLocation: "Celebration Square",
        eventDate: "2026-01-10T10:00",
        eventEndDate: "2026-01-11T20:00",
        eventDateText: "January 10 - 11, 2026",
        eventAddress: "300 City Centre Dr, Mississauga",
        eventDetails: "Free admission.",
        eventStatus: "ACTIVE",
        bookingOpen: true,
        boothSalesEnd: "2099-12-31T23:00",
        contractText: "1. Terms\n\nThe vendor follows the fair's rules.",
      },
    );
    const { sectionId } = await adminApi<{ sectionId: number }>(
      admin.request,
      "POST",
      `/api/admin/v1/events/${eventId}/sections`,
      { sectionName: "Crafts Hall", inclusions: "10x10 tent" },
    );
    await adminApi(admin.request, "POST", `/api/admin/v1/sections/${sectionId}/booths`, {
      boothName: "W-01",
      boothPriceCents: 20000,
    });

    // On sale: the booth has its button.
    const booth = page.getByTestId("booth-card").filter({ hasText: "W-01" });
    await page.goto(`/details/${eventGuid}`);
    await expect(booth.getByRole("button", { name: /Book this Booth/ })).toBeVisible();
    await expect(page.getByText("Booth sales for this event have ended.")).toHaveCount(0);

    // In the editor (Toronto time): ticket sales end when the event starts, as a new event's do;
    // booth sales are set to have ended an hour before it.
    await admin.goto(`/admin/events/${eventId}/edit`);
    const form = admin.getByRole("form", { name: "Event" });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await expect(field("Booth sales end")).toHaveValue("2099-12-31T23:00");
    await expect(field("Ticket sales end")).toHaveValue("2026-01-10T10:00");
    await field("Booth sales end").fill("2026-01-10T09:00");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form.getByRole("status").filter({ hasText: /Saved at/ })).toBeVisible();

    // Booth sales have ended: the booth shows without a button, and the page says why.
    await page.goto(`/details/${eventGuid}`);
    await expect(page.getByText("Booth sales for this event have ended.")).toBeVisible();
    await expect(booth).toBeVisible();
    await expect(booth).toContainText("$200");
    await expect(page.getByRole("button", { name: /Book this Booth/ })).toHaveCount(0);
    await expectNoViolations(page);

    await page.goto(`/ar/details/${eventGuid}`);
    await expect(page.getByText("انتهى بيع الأجنحة لهذه الفعالية.")).toBeVisible();
    await expect(page.getByRole("button", { name: /احجز هذا الجناح/ })).toHaveCount(0);

    // The dashboard says when booth sales ended; the event is over, so it offers to mark it Past.
    await admin.goto(`/admin/events/${eventId}`);
    const dashboard = admin.getByTestId("dashboard");
    await expect(dashboard.getByText("Booth sales ended on Jan 10, 2026, 9:00 a.m.")).toBeVisible();
    await dashboard.getByRole("button", { name: "Mark as Past" }).click();
    await expect(dashboard.getByText("PAST", { exact: true })).toBeVisible();
    await expect(dashboard.getByRole("button", { name: "Mark as Past" })).toHaveCount(0);
  });
});
