import { acceptTerms, bookBooth } from "./booths";
import { BOOTHS, expect, test } from "./fixtures";
import { newVendor, newVisitor, registerVendor, registerVisitor, signIn, SUMMER } from "./helpers";
import { startOwnServer } from "./own-server";
import { boothStateOnPage } from "../support/page-state";
import { idsOfRanges } from "../../lib/seats/seat-ranges";

// The site as two instances of one build on one database, behind a load balancer: with REDIS_URL
// they share Next's cache, so a change made through one is on the other's pages at once.

const PORT = 3110;
const A = `http://127.0.0.1:${PORT}`;
const B = `http://127.0.0.1:${PORT + 1}`;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let stopServers: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stopServers = await startOwnServer({
    port: PORT,
    instances: 2,
    env: {
      REDIS_URL,
      // this run's own keys in the machine's Redis
      REDIS_KEY_PREFIX: `e2e:${process.pid}:${Date.now()}:`,
    },
  });
});

test.afterAll(async () => {
  await stopServers?.();
});

const stateOnB = (boothName: string) => boothStateOnPage(B, SUMMER, boothName);

test("a hold made through one instance shows on the other's pages within a second, and so does its release", async ({
  browser,
}) => {
  const booth = BOOTHS.instances;
  const vendorContext = await browser.newContext({ baseURL: A });
  const vendor = newVendor();
  await registerVendor(vendorContext.request, vendor);
  await signIn(vendorContext, vendor);
  const vendorPage = await vendorContext.newPage();

  // a visitor on instance B, whose copy of the page is cached with the booth free
  const visitorPage = await (await browser.newContext({ baseURL: B })).newPage();
  const card = visitorPage.getByTestId("booth-card").filter({ hasText: booth.name });
  const openExhibitions = async () => {
    await visitorPage.goto(`/exhibitions/${SUMMER}`);
    const tab = visitorPage.getByRole("tab", { name: booth.section });
    // the tabs answer once the page is interactive
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 200 });
    }).toPass();
  };
  await openExhibitions();
  await expect(card.getByRole("button", { name: "Book this Booth" })).toBeVisible();
  expect(await stateOnB(booth.name)).toBe("AVAILABLE");

  // the hold, through A: B's page has it within a second
  await bookBooth(vendorPage, booth);
  await acceptTerms(vendorPage);
  await vendorPage.getByRole("button", { name: "Check Out" }).click();
  await expect(vendorPage).toHaveURL(/\/pay\/cs_/);
  await expect.poll(() => stateOnB(booth.name), { timeout: 1000, intervals: [20] }).toBe("HELD");
  await openExhibitions();
  await expect(card).toContainText("HELD");
  await expect(card.getByRole("button", { name: "Book this Booth" })).toHaveCount(0);

  // the release, through A: the same
  await vendorPage.getByRole("button", { name: "Cancel" }).click();
  await expect(vendorPage).toHaveURL(/\/cancel\?session_id=cs_/);
  await expect(vendorPage.getByText("Payment is Cancelled")).toBeVisible();
  await expect
    .poll(() => stateOnB(booth.name), { timeout: 1000, intervals: [20] })
    .toBe("AVAILABLE");
  await openExhibitions();
  await expect(card.getByRole("button", { name: "Book this Booth" })).toBeVisible();
  await expect(card).not.toContainText("HELD");
});

test("a seat held through one instance is taken in the other's seat status answer within a second, and free again once released", async ({
  browser,
}) => {
  const buyerContext = await browser.newContext({ baseURL: A });
  await registerVisitor(buyerContext.request, newVisitor());
  const buyer = await buyerContext.newPage();
  // the last seat of the stage's hall (this run has its own database)
  const map = (await (await fetch(`${B}/api/v1/seats`)).json()) as {
    payload: { eventId: number; seats: { seatId: number; seatRow: number; seatColumn: number }[] };
  };
  const { eventId } = map.payload;
  const seat = map.payload.seats.find((s) => s.seatRow === 8 && s.seatColumn === 8)!;
  const takenOnB = async () => {
    const answer = await fetch(`${B}/api/v1/events/${eventId}/seat-status`);
    const { payload } = (await answer.json()) as { payload: { sold: string; held: string } };
    return idsOfRanges(payload.held).has(seat.seatId) || idsOfRanges(payload.sold).has(seat.seatId);
  };
  // B has the answer cached with the seat free, and a CDN may keep it a second
  expect(await takenOnB()).toBe(false);
  const cacheControl = (await fetch(`${B}/api/v1/events/${eventId}/seat-status`)).headers.get(
    "cache-control",
  );
  expect(cacheControl).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=1");

  // the hold, through A: B's answer has it within a second, and B's stage page draws it taken
  const seatButton = (page: typeof buyer) =>
    page.getByRole("grid", { name: "Seats" }).getByRole("button", { name: /^Row 8, Seat 8,/ });
  await buyer.goto("/stage");
  await seatButton(buyer).click();
  await buyer.getByRole("button", { name: "Purchase" }).click();
  await buyer
    .getByRole("checkbox", { name: "I have read and accept the terms and conditions" })
    .check();
  await buyer.getByRole("button", { name: "Check Out" }).click();
  await expect(buyer).toHaveURL(/\/pay\/cs_/);
  await expect.poll(takenOnB, { timeout: 1000, intervals: [20] }).toBe(true);
  const visitorPage = await (await browser.newContext({ baseURL: B })).newPage();
  await visitorPage.goto("/stage");
  await expect(seatButton(visitorPage)).toHaveAccessibleName("Row 8, Seat 8, $30.00, Occupied");

  // the release, through A: the same
  await buyer.getByRole("button", { name: "Cancel" }).click();
  await expect(buyer).toHaveURL(/\/cancel\?session_id=cs_/);
  await expect(buyer.getByText("Payment is Cancelled")).toBeVisible();
  await expect.poll(takenOnB, { timeout: 1000, intervals: [20] }).toBe(false);
  await visitorPage.reload();
  await expect(seatButton(visitorPage)).toHaveAccessibleName("Row 8, Seat 8, $30.00, Available");
});
