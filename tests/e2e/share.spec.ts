import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SUMMER } from "./helpers";

// A shared link's preview: every event, program, performance and vendors page in both languages
// names a PNG of 1200 x 630 as its og:image and twitter:image (a large card), and that address
// answers the picture.

/** The PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The page at `path` links its preview picture, a 1200 x 630 PNG that its address answers. */
async function expectPreview(page: Page, request: APIRequestContext, path: string) {
  await test.step(path, async () => {
    await page.goto(path);
    const og = page.locator('meta[property="og:image"]');
    await expect(og).toHaveCount(1);
    const url = (await og.getAttribute("content"))!;
    expect(url).not.toMatch(/\.svg/);
    expect(new URL(url).pathname).toMatch(
      new RegExp(`^${path.replace(/\//g, "\\/")}\\/opengraph-image-[0-9a-z]+$`),
    );
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      "content",
      "1200",
    );
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
      "content",
      "630",
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", url);

    // Fetched as a social site does: no redirect, a PNG.
    const { pathname, search } = new URL(url);
    const response = await request.get(`${pathname}${search}`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });
}

for (const path of [`/details/${SUMMER}`, `/ar/details/${SUMMER}`, `/exhibitions/${SUMMER}`]) {
  test(`${path} links its preview picture, a 1200 x 630 PNG`, async ({ page, request }) => {
    await expectPreview(page, request, path);
  });
}

test("the program, a performance and the vendors link their preview pictures", async ({
  page,
  request,
}) => {
  const answer = await request.get(`/api/v1/events/${SUMMER}/program`);
  expect(answer.ok()).toBe(true);
  const { performances } = (
    (await answer.json()) as {
      payload: { performances: { performanceId: number }[] };
    }
  ).payload;
  const performanceId = performances[0]!.performanceId;
  for (const prefix of ["", "/ar"]) {
    await expectPreview(page, request, `${prefix}/program/${SUMMER}`);
    await expectPreview(page, request, `${prefix}/program/${SUMMER}/${performanceId}`);
    await expectPreview(page, request, `${prefix}/vendors/${SUMMER}`);
  }
});

test("the concert's page carries its tickets' offers in its JSON-LD", async ({ page }) => {
  await page.goto("/stage");
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const event = JSON.parse(json!);
  expect(event).toMatchObject({
    "@type": "Event",
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "CAD",
      lowPrice: "30.00",
      highPrice: "100.00",
    },
  });
  expect(event.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut)$/);
});
