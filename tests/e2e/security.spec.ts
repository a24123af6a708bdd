import sharp from "sharp";
import { CSRF_HEADER, CSRF_TOKEN_PATH } from "../../lib/http/csrf-names";
import { expect, ORGANISER, test } from "./fixtures";
import { login, SUMMER, unique } from "./helpers";

test.describe("accounts an attacker cannot abuse", () => {
  test("a login never follows a callbackUrl to another site", async ({ page, vendor: v }) => {
    for (const callbackUrl of [
      "%2F%09%2Fevil.example%2F",
      "%2F%5Cevil.example",
      "%2F%2Fevil.example",
    ]) {
      await page.goto(`/login?callbackUrl=${callbackUrl}`);
      await login(page, v, { expectUrl: /\/events$/ });
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
      await page.context().clearCookies();
    }
  });

  test("after logout, a copied session cookie opens nothing", async ({
    vendorPage: page,
    browser,
  }) => {
    const copied = await page.context().cookies();
    const thief = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await thief.addCookies(copied);
    const stolen = await thief.newPage();
    await stolen.goto("/profile");
    await expect(stolen.getByRole("form", { name: "Profile" })).toBeVisible();

    await page.goto("/logout");
    await expect(page).toHaveURL(/\/login$/);

    await stolen.goto("/profile");
    await expect(stolen).toHaveURL(/\/login\?callbackUrl=%2Fprofile$/);
    const csrf = copied.find((c) => c.name === "XSRF-TOKEN")!.value;
    const answer = await stolen.request.post("/api/profile/info", {
      data: { vendorId: 1 },
      headers: { "x-xsrf-token": csrf },
    });
    expect(answer.status()).toBe(401);
    await thief.close();
  });

  test("the demo organiser logs in at /login but cannot buy a booth", async ({ page }) => {
    await login(page, { email: "organiser@mahrajan.ca", password: "festival2025" });
    const csrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value;
    const answer = await page.request.post("/api/v1/payment", {
      data: { cartItemModelList: [{ eventId: 1 }], termsAccepted: true },
      headers: { "x-xsrf-token": csrf },
    });
    expect(answer.status()).toBe(403);
  });
});

test.describe("routes with a Content-Security-Policy of their own", () => {
  // Headers only: the organiser signs in through the API, no browser needed.
  test("an uploaded image and the floor plan are served with theirs, pages with the site's", async ({
    request,
  }) => {
    const token = async () =>
      ((await (await request.get(CSRF_TOKEN_PATH)).json()) as { payload: { token: string } })
        .payload.token;
    const login = await request.post("/api/vendor/v1/login", {
      data: ORGANISER,
      headers: { [CSRF_HEADER]: await token() },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const headers = { [CSRF_HEADER]: await token() };
    // A draft event of this test's own, so that no other test's pictures change.
    const created = await request.post("/api/admin/v1/events", {
      headers,
      data: {
        eventName: `Policy Fair ${unique()}`,
        eventDescription: "Crafts.",
        eventLocation: "Celebration Square",
        eventDate: "2030-09-01T18:00",
        eventDateText: "September 1, 2030",
        eventAddress: "300 City Centre Dr, Mississauga",
        eventDetails: "Free admission.",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { eventId } = ((await created.json()) as { payload: { eventId: number } }).payload;
    const picture = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#2a9d8f" },
    })
      .png()
      .toBuffer();
    const uploaded = await request.post(`/api/admin/v1/events/${eventId}/image`, {
      headers,
      multipart: { file: { name: "stall.png", mimeType: "image/png", buffer: picture } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { imageUrl } = ((await uploaded.json()) as { payload: { imageUrl: string } }).payload;

    const image = await request.get(imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-security-policy"]).toBe(
      "default-src 'none'; sandbox; frame-ancestors 'none'",
    );
    const missing = await request.get("/media/0-0000000000000000.webp");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-security-policy"]).toBe(
      "default-src 'none'; sandbox; frame-ancestors 'none'",
    );
    const plan = await request.get(`/floor-plan/${SUMMER}`);
    expect(plan.status()).toBe(200);
    expect(plan.headers()["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    for (const url of ["/home", `/details/${SUMMER}`, "/api/v1/events", "/floor-plan/x/y"]) {
      const answer = await request.get(url, { maxRedirects: 0 });
      expect(answer.headers()["content-security-policy"], url).toContain("script-src 'self'");
    }
  });
});
