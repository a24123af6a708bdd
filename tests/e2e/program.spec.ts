import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { keptForOffline } from "./guide";
import { SUMMER } from "./helpers";

/**
 * The festival's program as visitors use it on the day: in Arabic on a phone, a performance
 * starred into "My plan" and the program read again with no network; "now and next" on a
 * festival day; the category links; and axe on the program and a performance's page in both
 * languages, on a phone and a desktop.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SUMMER_AR = "مهرجان الصيف العربي السنوي الثامن 2025";

type Performance = { performanceId: number; title: string; titleAr: string | null };

/** The summer festival's program as the API answers it (the demo seeds it). */
async function summerProgram(page: Page): Promise<Performance[]> {
  const answer = await page.request.get(`/api/v1/events/${SUMMER}/program`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { payload: { performances: Performance[] } }).payload
    .performances;
}

test.describe("the program in Arabic on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("a visitor stars a performance, goes offline, reloads and still sees the star and the performance", async ({
    page,
    context,
  }) => {
    const program = await summerProgram(page);
    const dabke = program.find((p) => p.title === "Dabke night")!;
    expect(dabke.titleAr).toBe("ليلة الدبكة");

    await page.goto(`/ar/program/${SUMMER}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: SUMMER_AR })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "المسرح الرئيسي" }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "خيمة العائلة" }).first(),
    ).toBeVisible();

    // Starred: the button says it is pressed, and the plan lists it.
    const list = page.locator("[data-program-list]");
    const star = list.getByRole("button", { name: /ليلة الدبكة/ });
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await expect(star).toHaveAccessibleName("أضف إلى خطتي ليلة الدبكة");
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await expect(star).toHaveAccessibleName("احذف من خطتي ليلة الدبكة");
    const plan = page.getByRole("region", { name: "خطتي" });
    await expect(plan.getByRole("link", { name: "ليلة الدبكة" })).toBeVisible();

    await keptForOffline(page);

    // No network: the kept page, with the star kept on the phone.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: SUMMER_AR })).toBeVisible();
    await expect(list.getByRole("link", { name: "ليلة الدبكة" })).toBeVisible();
    await expect(list.getByRole("button", { name: /ليلة الدبكة/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(plan.getByRole("link", { name: "ليلة الدبكة" })).toBeVisible();
    await page.screenshot({
      path: "docs/screenshots/program-ar-phone-offline.png",
      fullPage: false,
    });

    // Unstarred offline too: the plan empties.
    await list.getByRole("button", { name: /ليلة الدبكة/ }).click();
    await expect(plan.getByRole("link", { name: "ليلة الدبكة" })).toHaveCount(0);
    await context.setOffline(false);
  });

  test("on a festival day, now and next name what is on and what starts next", async ({ page }) => {
    // Saturday 5 July 2025, 4:30 PM in Toronto: "Tarab classics" is on the Main Stage until 5:30.
    await page.clock.setFixedTime(new Date("2025-07-05T16:30:00-04:00"));
    await page.goto(`/ar/program/${SUMMER}`);
    const strip = page.getByRole("region", { name: "الآن وبعد قليل" });
    await expect(strip).toBeVisible();
    await expect(strip.getByRole("link", { name: "روائع الطرب" })).toBeVisible();
    await expect(strip.getByRole("link", { name: "رسم على الوجوه وألعاب" })).toBeVisible();
    // the times in the server's words: on until 5:30, and what starts next at its time
    const now = strip.getByRole("listitem").filter({ hasText: "روائع الطرب" });
    await expect(now).toContainText("5:30");
    const next = strip.getByRole("listitem").filter({ hasText: "رسم على الوجوه وألعاب" });
    await expect(next).toContainText("5:00");
  });
});

test.describe("the program's category links", () => {
  test("?category=kids shows the children's performances only, and All shows every one", async ({
    page,
  }) => {
    const program = await summerProgram(page);
    await page.goto(`/program/${SUMMER}`);
    const items = page.locator("[data-program-list] li");
    await expect(items).toHaveCount(program.length);
    await page
      .getByRole("navigation", { name: "Filter the program by category" })
      .getByRole("link", { name: "Kids" })
      .click();
    await expect(page).toHaveURL(/\?category=kids$/);
    await expect(
      page.getByRole("status").filter({ hasText: /Showing \d+ performances: Kids/ }),
    ).toBeVisible();
    const visible = page.locator("[data-program-list] li:visible");
    await expect(visible.first()).toBeVisible();
    for (const category of await visible.evaluateAll((els) =>
      els.map((e) => e.getAttribute("data-category")),
    ))
      expect(category).toBe("kids");
    await page.getByRole("link", { name: "All", exact: true }).click();
    await expect(page.locator("[data-program-list] li:visible")).toHaveCount(program.length);
  });

  test("a performance's page has its performers, and its calendar file", async ({ page }) => {
    const program = await summerProgram(page);
    const oud = program.find((p) => p.title === "Oud and qanun duo")!;
    await page.goto(`/program/${SUMMER}`);
    await page.getByRole("link", { name: "Oud and qanun duo" }).click();
    await expect(page).toHaveURL(new RegExp(`/program/${SUMMER}/${oud.performanceId}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: "Oud and qanun duo", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Nizar Haddad" })).toBeVisible();
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    ) as { superEvent: { name: string }; performer: { name: string }[] };
    expect(ld.superEvent.name).toBe("8th Annual Arab Summer Festival 2025");
    expect(ld.performer.map((p) => p.name)).toEqual(["Nizar Haddad", "Layla Mansour"]);
    const ics = await page.request.get(`/program/${SUMMER}/${oud.performanceId}/calendar.ics`);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    expect(await ics.text()).toContain("SUMMARY:Oud and qanun duo");
  });
});

test.describe("the program's JSON-LD", () => {
  for (const prefix of ["", "/ar"]) {
    test(`${prefix || "/en"}: the program page's HTML carries its JSON-LD once, with every performance and its performers`, async ({
      page,
    }) => {
      const program = await summerProgram(page);
      const answer = await page.request.get(`${prefix}/program/${SUMMER}`);
      expect(answer.ok()).toBe(true);
      const html = await answer.text();
      const scripts = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ];
      expect(scripts).toHaveLength(1);
      // nowhere else either: not a second time inside the page's RSC data
      expect(html.split("application/ld+json")).toHaveLength(2);
      expect(html.split("subEvent")).toHaveLength(2);
      const ld = JSON.parse(scripts[0]![1]!) as {
        subEvent: { name: string; performer?: { name: string }[] }[];
      };
      expect(ld.subEvent).toHaveLength(program.length);
      const oud = ld.subEvent.find(
        (e) => e.name === (prefix ? "ثنائي العود والقانون" : "Oud and qanun duo"),
      );
      expect(oud?.performer?.map((x) => x.name)).toEqual(
        prefix ? ["نزار حداد", "ليلى منصور"] : ["Nizar Haddad", "Layla Mansour"],
      );
    });
  }
});

test.describe("axe on the program's pages", () => {
  // axe's full run twice per page (phone and desktop) takes 10-45 s on a busy two-core machine
  test.describe.configure({ timeout: 180_000 });

  for (const language of ["en", "ar"] as const) {
    test(`the program and a performance's page in ${language === "en" ? "English" : "Arabic"} have no violations at 390 and 1366 px`, async ({
      page,
    }) => {
      const program = await summerProgram(page);
      const prefix = language === "ar" ? "/ar" : "";
      const tarab = program.find((p) => p.title === "Tarab classics")!;
      for (const path of [
        `${prefix}/program/${SUMMER}`,
        `${prefix}/program/${SUMMER}/${tarab.performanceId}`,
      ]) {
        await test.step(path, async () => {
          await page.goto(path);
          // a starred performance shows the plan's list too
          await page.locator("[data-testid=plan-star]").first().click();
          for (const viewport of [PHONE, DESKTOP]) {
            await page.setViewportSize(viewport);
            await expectNoViolations(page, { language });
          }
        });
      }
    });
  }
});
