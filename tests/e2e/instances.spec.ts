import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { acceptTerms, bookBooth } from "./booths";
import { BOOTHS, expect, test } from "./fixtures";
import { newVendor, registerVendor, signIn, SUMMER } from "./helpers";
import { boothStateOnPage } from "../support/page-state";

// The site as two instances of one build on one database, behind a load balancer: with REDIS_URL
// they share Next's cache, so a change made through one is on the other's pages at once.

const root = path.resolve(import.meta.dirname, "..", "..");
const PORT = 3110;
const A = `http://127.0.0.1:${PORT}`;
const B = `http://127.0.0.1:${PORT + 1}`;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let servers: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  servers = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/e2e-server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      E2E_DB: "postgres",
      E2E_INSTANCES: "2",
      REDIS_URL,
      // this run's own keys in the machine's Redis
      REDIS_KEY_PREFIX: `e2e:${process.pid}:${Date.now()}:`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (const base of [A, B]) {
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 150_000 },
      )
      .toBe(200);
  }
});

test.afterAll(async () => {
  if (!servers || servers.exitCode !== null) return;
  const exited = new Promise((resolve) => servers!.once("exit", resolve));
  servers.kill("SIGTERM");
  await exited;
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
