import { expect, type Page } from "@playwright/test";

// The festival guide's public pages as a visitor uses them: the vendor directory's search, and
// the program kept for reading without a network.

/** Searches the vendor directory on the page, as a visitor types it, and waits for the answer. */
export async function searchVendors(
  page: Page,
  words: string,
  label = "ابحث عن بائع",
  button = "بحث",
) {
  await page.getByRole("searchbox", { name: label }).fill(words);
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(words);
}

/**
 * Waits until the program's service worker keeps this page and every script it loaded, so that
 * a reload without a network is answered from the kept copies.
 */
export async function keptForOffline(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const wanted = [
            location.pathname,
            ...[...document.querySelectorAll<HTMLScriptElement>("script[src]")]
              .map((s) => new URL(s.src))
              .filter((u) => u.origin === location.origin && u.pathname.startsWith("/_next/"))
              .map((u) => u.pathname + u.search),
          ];
          const kept = await Promise.all(
            wanted.map(async (url) => Boolean(await caches.match(url))),
          );
          return kept.every(Boolean);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}
