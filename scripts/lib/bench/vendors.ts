// The rush's vendors: everyone arrives within the first second, logs in, browses the floor plan
// and checks out until a booth is won or none is left, until the doors close.
import type { AppProcess } from "../../../tests/support/app-processes";
import { browserFor, type Browser } from "./browser";
import { openDoors } from "./doors";
import type { RushVendor } from "./fixture";
import type { Tally } from "./tally";

type BoothView = { boothId: number; boothStatus: string };

/**
 * Browses as the site does: the marquee, the events list (to find the festival), then that
 * event's floor plan (sections with booths); picks an AVAILABLE booth in a random hall that has
 * one. Answers null when no booth is left, undefined when browsing failed.
 */
async function browse(
  browser: Browser,
  tally: Tally,
  eventName: string,
): Promise<number | null | undefined> {
  tally.browses++;
  if (!(await browser.marquee())) return undefined;
  const list = await browser.events();
  const event = (list?.body as { eventGuid: string; eventName: string }[] | undefined)?.find(
    (e) => e.eventName === eventName,
  );
  if (!event) return undefined;
  const plan = await browser.floorPlan(event.eventGuid);
  if (!plan || plan.status !== 200) return undefined;
  const halls = (plan.body as { lstBooths: BoothView[] }[])
    .map((s) => s.lstBooths.filter((b) => b.boothStatus === "AVAILABLE"))
    .filter((free) => free.length > 0);
  const hall = halls[Math.floor(Math.random() * halls.length)];
  return hall ? hall[Math.floor(Math.random() * hall.length)]!.boothId : null;
}

/** A won checkout: the vendor pays on the hosted page and returns, or cancels. */
async function settleCheckout(vendor: RushVendor, browser: Browser, tally: Tally, body: unknown) {
  const { sessionId, url } = body as { sessionId: string; url: string };
  if (vendor.pays) {
    const paid = await browser.pay(url);
    if (paid?.status !== 303) return;
    tally.payments++;
    await browser.success(sessionId);
  } else if ((await browser.cancel(sessionId))?.status === 200) tally.abandoned++;
}

type RushRules = { eventName: string; loginOnly: boolean };

/** One vendor: log in, then browse and check out until a booth is won or none is left. */
async function runVendor(vendor: RushVendor, browser: Browser, tally: Tally, rules: RushRules) {
  const login = await browser.login();
  if (login?.status !== 200) return;
  tally.logins++;
  tally.lastLoginAt = performance.now();
  if (rules.loginOnly) return;
  for (;;) {
    const boothId = await browse(browser, tally, rules.eventName);
    if (boothId === null) tally.sawSoldOut++;
    if (!boothId) return;
    tally.checkouts++;
    const checkout = await browser.checkout(boothId);
    if (checkout?.status === 409) {
      tally.conflicts++;
      continue; // someone was faster: look at the floor plan again
    }
    if (checkout?.status !== 200) return;
    tally.won++;
    return settleCheckout(vendor, browser, tally, checkout.body);
  }
}

/**
 * The rush: every vendor arrives within the first second; the doors close after `seconds`.
 * Answers when it began (Date.now()) and how long the vendors took, in seconds.
 */
export async function runRush(
  rushVendors: RushVendor[],
  apps: AppProcess[],
  tally: Tally,
  rules: RushRules & { seconds: number },
) {
  const doors = openDoors();
  const started = Date.now();
  const opened = performance.now();
  tally.openedAt = opened;
  const timer = setTimeout(() => doors.close(), rules.seconds * 1000);
  await Promise.all(
    rushVendors.map(async (vendor) => {
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      await runVendor(vendor, browserFor(vendor, apps, doors, tally), tally, rules);
    }),
  );
  clearTimeout(timer);
  return { started, elapsed: (Math.min(performance.now(), doors.closedAt) - opened) / 1000 };
}
