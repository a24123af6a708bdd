import type { PageMessages } from "./catalogues";
import type { Locale } from "./locales";
import type { Messages } from "./messages";

/**
 * The catalogues in the browser (package.json's `imports` points `#i18n/catalogues` here for
 * client bundles): none of its own, only what the page's root layout handed over, its own
 * language's (components/locale-provider.tsx). So a page's JavaScript carries no catalogue, and a
 * page in one language never loads the other's words.
 */
const held = new Map<Locale, Messages>();

export function catalogueOf(locale: Locale): Messages | undefined {
  return held.get(locale);
}

/**
 * A validation rule's message is its key and arguments (lib/i18n/messages.ts, `ruleMessage`):
 * schemas are built as their modules load, before the page hands its words over.
 */
export const RULES_IN_WORDS = false;

/**
 * Keeps the words the page handed over for the code that writes them. They lack only what the
 * server alone writes (catalogues.ts, `SERVER_NAMESPACES`), which no module the browser loads
 * names.
 */
export function holdCatalogue(locale: Locale, messages: PageMessages): void {
  held.set(locale, messages as Messages);
}
