import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const STRUCTURE_RULES = ["region", "landmark-one-main", "page-has-heading-one"];

/** The demo banner's name and the loading message, in the page's language. */
const WORDS = {
  en: { banner: "Demo mode", loading: /^Loading\.\.\.$/ },
  ar: { banner: "الوضع التجريبي", loading: /^جارٍ التحميل\.\.\.$/ },
} as const;

/**
 * The page as it is passes axe's WCAG 2 A and AA rules plus the page-structure rules: all
 * content inside landmarks, one main landmark and one main heading. The demo banner is part of
 * what is checked (`banner: false` for the not-found page of an address no route matches, which
 * is answered before any layout and has none); `settle` waits for content signed-in pages load
 * after the first paint.
 */
export async function expectNoViolations(
  page: Page,
  {
    settle = false,
    banner = true,
    language = "en",
  }: { settle?: boolean; banner?: boolean; language?: keyof typeof WORDS } = {},
) {
  const words = WORDS[language];
  if (banner) await expect(page.getByRole("region", { name: words.banner })).toBeVisible();
  if (settle) await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status").filter({ hasText: words.loading })).toHaveCount(0);
  // Legacy mode runs axe once in the page itself; the default runs it in every frame and then
  // opens a blank page to combine the results, which doubled each check's time. The site's
  // pages hold no frames, so both modes see the same document.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      runOnly: { type: "tag", values: WCAG_TAGS },
      rules: Object.fromEntries(STRUCTURE_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
